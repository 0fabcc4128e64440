/// Finds the first byte that is not printable ASCII, eight bytes at a time: opening a long
/// document scans every byte for line breaks and controls, and nearly all of them are
/// printable ASCII (`0x20`…`0x7E`), which this skips a machine word at a time.
enum ASCIIScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The index of the first byte at or after `start` that is below `0x20` or above
    /// `0x7E`, or `bytes.count` when there is none.
    static func firstNonPrintable(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        let count = bytes.count
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if !allPrintable(word) { break }
                index += 8
            }
        }
        while index < count {
            let byte = bytes[index]
            if byte < 0x20 || byte > 0x7E { return index }
            index += 1
        }
        return count
    }

    /// Whether all eight bytes of `word` are printable ASCII. The two tests are the classic
    /// word-at-a-time ones: whether any byte is below n (n ≤ 128, no high bit set), and
    /// whether any byte is zero after an exclusive-or with 0x7F. Both say exactly whether
    /// such a byte exists, whatever the byte order.
    @inline(__always)
    static func allPrintable(_ word: UInt64) -> Bool {
        if word & highBits != 0 { return false }
        if (word &- ones &* 0x20) & ~word & highBits != 0 { return false }
        let delete = word ^ (ones &* 0x7F)
        return (delete &- ones) & ~delete & highBits == 0
    }
}
