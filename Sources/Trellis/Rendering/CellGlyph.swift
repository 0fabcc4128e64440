/// What one ``Cell`` shows, packed into sixteen bytes that hold no reference: the UTF-8
/// bytes of its grapheme cluster when there are at most fifteen (every character of every
/// script, and nearly every emoji), the number of a longer cluster in
/// ``LongClusterTable``, or the mark of a continuation cell.
///
/// A `Character` is a string, and a cell holding one costs a retain when it is written and
/// a release when it is overwritten: two calls into the runtime per cell, which were a
/// tenth of redrawing a resized 1,000-view screen. Packed, a canvas is plain memory that
/// the draw pass writes and clears with stores.
///
/// Two glyphs are equal when their bytes are: the same cluster in two spellings (a
/// precomposed `é` and `e` with a combining accent) is two glyphs, as it is two different
/// outputs to a terminal.
struct CellGlyph: Sendable, Hashable {
    /// Bytes 0–7 of the cluster, the first in the lowest byte; or a long cluster's number.
    private var low: UInt64
    /// Bytes 8–14 of the cluster in the low seven bytes; the top byte is the tag: the
    /// cluster's length (1–15), ``longTag`` or ``continuationTag``.
    private var high: UInt64

    private static let longTag: UInt64 = 0xFE
    private static let continuationTag: UInt64 = 0xFF

    private init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// The right half of a wide character.
    static let continuation = CellGlyph(low: 0, high: continuationTag << 56)

    /// A space, what a wide character's surviving half becomes.
    static let space = CellGlyph(ascii: 0x20)

    /// A one-byte cluster: `byte` must be ASCII.
    init(ascii byte: UInt8) {
        self.init(low: UInt64(byte), high: 1 << 56)
    }

    init(_ character: Character) {
        let utf8 = character.utf8
        guard utf8.count <= 15 else {
            self.init(low: UInt64(LongClusterTable.shared.number(of: character)), high: CellGlyph.longTag << 56)
            return
        }
        var low: UInt64 = 0
        var high: UInt64 = 0
        for (offset, byte) in utf8.enumerated() {
            if offset < 8 {
                low |= UInt64(byte) << (8 * offset)
            } else {
                high |= UInt64(byte) << (8 * (offset - 8))
            }
        }
        self.init(low: low, high: high | UInt64(utf8.count) << 56)
    }

    init(_ content: Cell.Content) {
        switch content {
        case .character(let character): self.init(character)
        case .continuation: self = .continuation
        }
    }

    var isContinuation: Bool { high >> 56 == CellGlyph.continuationTag }

    /// The cluster shown, or nil for a continuation.
    var character: Character? {
        let tag = high >> 56
        switch tag {
        case CellGlyph.continuationTag:
            return nil
        case CellGlyph.longTag:
            return LongClusterTable.shared.character(numbered: Int(low))
        case 1 where low < 0x80:
            return Character(Unicode.Scalar(UInt8(low)))
        default:
            let count = Int(tag)
            let text = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 15) { bytes in
                for offset in 0..<count {
                    let word = offset < 8 ? low : high
                    bytes[offset] = UInt8(truncatingIfNeeded: word >> (8 * (offset % 8)))
                }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<count]), as: UTF8.self)
            }
            // The bytes are those of one cluster, so they decode to exactly one.
            return Character(text)
        }
    }
}
