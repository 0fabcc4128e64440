/// How many terminal cells text occupies: the one measure every view, the wrapper, the
/// truncation and the canvas use, so that what is measured is what is drawn.
///
/// Width is decided per grapheme cluster (a Swift `Character`), because a terminal draws a
/// cluster — a base character with its combining marks, an emoji ZWJ sequence, a flag — as
/// one glyph:
///
/// - East Asian Wide (W) and Fullwidth (F) characters take 2 cells (漢, Ａ, 한).
/// - Emoji presentation takes 2 cells: a base with `Emoji_Presentation` (😀), an emoji
///   followed by U+FE0F VARIATION SELECTOR-16 (❤️), an emoji with a skin-tone modifier (☝🏽),
///   a keycap (1️⃣), a flag (a pair of regional indicators, 🇫🇷) and a ZWJ sequence (👨‍👩‍👧).
/// - Combining marks (Mn, Me), format characters (Cf: ZWJ, ZWNJ, U+200B, U+2060, U+FEFF…),
///   variation selectors and Hangul medial/final jamo take 0 cells; so does a cluster made
///   only of them.
/// - C0 and C1 controls and DEL take 0 cells: they are never written raw (they are
///   replaced, by U+FFFD, before text reaches a cell).
/// - Everything else takes 1 cell, including East Asian Ambiguous characters such as "…",
///   which most Western terminals draw narrow.
///
/// A cluster is as wide as its first scalar that has a width (its base: combining marks,
/// and Prepend format characters before it, add nothing), except for the emoji cases above.
public enum DisplayWidth {
    /// The number of cells the grapheme cluster `character` occupies: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        // Most text is ASCII; answering it without looking at Unicode properties keeps
        // measuring linear and cheap. "\r\n" is one ASCII character (LF) and is a control.
        if let ascii = character.asciiValue {
            return ascii >= 0x20 && ascii != 0x7F ? 1 : 0
        }
        return clusterWidth(character.unicodeScalars)
    }

    /// The number of cells `text` occupies on one line: the sum of the widths of its
    /// grapheme clusters. Linear in the length of `text`.
    ///
    /// Tabs and newlines count 0 here, like other controls: a tab's width depends on the
    /// column it starts at, which the sanitizing that expands tabs before drawing knows and this function does not.
    public static func of<S: StringProtocol>(_ text: S) -> Int {
        var asciiWidth = 0
        var isASCII = true
        for byte in text.utf8 {
            if byte >= 0x80 {
                isASCII = false
                break
            }
            if byte >= 0x20 && byte != 0x7F { asciiWidth += 1 }
        }
        if isASCII { return asciiWidth }
        var width = 0
        for character in text { width += of(character) }
        return width
    }

    // MARK: - Clusters

    static func clusterWidth(_ scalars: Character.UnicodeScalarView) -> Int {
        guard let base = scalars.first else { return 0 }
        // Controls break grapheme clusters on both sides (UAX #29 GB4, GB5), so a cluster
        // that starts with one is that control (or CR LF).
        if isControl(base) { return 0 }
        if hasEmojiPresentation(scalars, base: base) { return 2 }
        for scalar in scalars {
            let width = scalarWidth(scalar)
            if width > 0 { return width }
        }
        return 0
    }

    /// Whether the cluster is drawn as a colour emoji, which terminals give two cells
    /// whatever the East Asian Width of its scalars says.
    static func hasEmojiPresentation(_ scalars: Character.UnicodeScalarView, base: Unicode.Scalar) -> Bool {
        if isRegionalIndicator(base) {
            // A pair is a flag. A lone regional indicator is East Asian Width N and drawn
            // as a letter in a box by most terminals (glibc's wcwidth says 1 too).
            var count = 0
            for _ in scalars { count += 1 }
            return count >= 2
        }
        if base.properties.isEmojiPresentation { return true }
        // Swift's Unicode data is newer than the generated table's, so an emoji added since
        // is still caught by `isEmojiPresentation` above; the rest need an emoji base.
        guard base.properties.isEmoji else { return false }
        var previous = base
        var isFirst = true
        for scalar in scalars {
            defer { previous = scalar; isFirst = false }
            if isFirst { continue }
            switch scalar.value {
            case 0xFE0F where previous.properties.isEmoji:
                // VS16 asks for emoji presentation. Only after an emoji: "a" + VS16 is not
                // a valid variation sequence and terminals draw a plain "a".
                return true
            case 0x20E3:
                // A keycap without VS16 ("1" + U+20E3) is still drawn as a keycap emoji.
                return true
            case 0x200D:
                // A ZWJ joins the base to a following pictograph (UAX #29 GB11); a ZWJ at
                // the end of the cluster joins nothing.
                if scalar != scalars.last { return true }
            default:
                if scalar.properties.isEmojiModifier { return true }
            }
        }
        return false
    }

    // MARK: - Scalars

    /// The width of one scalar on its own, before the cluster rules.
    static func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if isControl(scalar) { return 0 }
        // Below U+0300 there is nothing wide or zero-width except the soft hyphen, which is
        // counted 1 by choice (see `isZeroWidth`).
        if value < 0x300 { return 1 }
        if isZeroWidth(scalar) { return 0 }
        if isEastAsianWide(value) { return 2 }
        return 1
    }

    /// C0 controls, DEL and C1 controls.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value)
    }

    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        // Hangul medial vowels and final consonants combine into the syllable started by an
        // initial consonant, which already takes the two cells (as in wcwidth).
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark:
            return true
        case .format:
            // The soft hyphen is Cf but counted 1, as wcwidth and glibc do: terminals draw it
            // as a visible hyphen, and counting it 0 would shift everything after it.
            return value != 0xAD
        default:
            return false
        }
    }

    static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// Binary search of the generated table, so that a lookup is O(log 121).
    static func isEastAsianWide(_ value: UInt32) -> Bool {
        var low = 0
        var high = eastAsianWideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = eastAsianWideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
