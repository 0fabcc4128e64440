/// ``TextWrapper``'s lines for text made only of printable ASCII (`0x20`…`0x7E`): the
/// common text of labels and list rows, wrapped on its bytes.
///
/// Such text has no line breaks, tabs or controls to sanitize, and every character is one
/// cell, so each line is a run of the text's own bytes: the same lines as the general
/// wrapper's, which walks grapheme clusters and builds each line a character at a time,
/// found several times faster.
enum PrintableASCIIWrapper {
    /// The lines of `text` at `width`, or nil when the text is not all printable ASCII
    /// (or not stored contiguously) and must go through the general wrapper.
    static func wrap(_ text: String, width: Int, mode: WrapMode) -> [String]? {
        var text = text
        return text.withUTF8 { bytes -> [String]? in
            guard ASCIIScan.firstNonPrintable(in: bytes, from: 0) == bytes.count else { return nil }
            var lines = Lines(bytes: bytes, width: width)
            switch mode {
            case .word: lines.wrapWords()
            case .character: lines.breakAnywhere(0, bytes.count)
            }
            lines.finish()
            return lines.lines
        }
    }

    /// The lines built so far and the one being built, as a range of the text's bytes.
    private struct Lines {
        let bytes: UnsafeBufferPointer<UInt8>
        let width: Int
        var lines: [String] = []
        /// The current line's bytes; `start == end` while it is empty.
        var start = 0
        var end = 0

        init(bytes: UnsafeBufferPointer<UInt8>, width: Int) {
            self.bytes = bytes
            self.width = width
        }

        static let space = UInt8(ascii: " ")

        /// Greedy word wrapping, as ``TextWrapper`` does it: the leading spaces are a word
        /// of their own, spaces between words stay on a line and go at a break, trailing
        /// spaces go, a word wider than the line breaks anywhere.
        mutating func wrapWords() {
            let count = bytes.count
            var index = 0
            while index < count, bytes[index] == Lines.space { index += 1 }
            if index > 0 { appendWord(0, index, spacesBefore: 0) }
            var spaces = 0
            while index < count {
                if bytes[index] == Lines.space {
                    spaces += 1
                    index += 1
                    continue
                }
                var wordEnd = index + 1
                while wordEnd < count, bytes[wordEnd] != Lines.space { wordEnd += 1 }
                appendWord(index, wordEnd, spacesBefore: spaces)
                spaces = 0
                index = wordEnd
            }
        }

        private mutating func appendWord(_ wordStart: Int, _ wordEnd: Int, spacesBefore: Int) {
            let used = end - start
            let wordWidth = wordEnd - wordStart
            if used + spacesBefore + wordWidth <= width {
                // The spaces before the word are the text's own, just before it.
                if used == 0 { start = wordStart - spacesBefore }
                end = wordEnd
                return
            }
            if used > 0 { finishLine() }
            if wordWidth <= width {
                start = wordStart
                end = wordEnd
                return
            }
            breakAnywhere(wordStart, wordEnd)
        }

        /// Appends the bytes `from..<to` one cell at a time, starting a new line whenever
        /// the current one is full.
        mutating func breakAnywhere(_ from: Int, _ to: Int) {
            var index = from
            while index < to {
                let used = end - start
                if used == 0 {
                    start = index
                    end = index
                } else if used >= width {
                    finishLine()
                    continue
                }
                let take = Swift.min(to - index, width - (end - start))
                end += take
                index += take
            }
        }

        private mutating func finishLine() {
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
            start = end
        }

        /// Ends the last line, which may be empty (a paragraph of spaces dropped at the end).
        mutating func finish() {
            finishLine()
        }
    }
}
