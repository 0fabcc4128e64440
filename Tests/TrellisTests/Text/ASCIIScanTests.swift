import Testing
@testable import Trellis

/// The word-at-a-time scan against a plain byte-by-byte one, at every start position, on
/// bytes chosen to sit at the edges of the printable range.
@Suite struct ASCIIScanTests {
    private func byteByByte(_ bytes: [UInt8], from start: Int) -> Int {
        bytes[start...].firstIndex { $0 < 0x20 || $0 > 0x7E } ?? bytes.count
    }

    @Test func agreesWithAByteByByteScanAtEveryPosition() {
        let edges: [UInt8] = [0x00, 0x0A, 0x1F, 0x20, 0x21, 0x41, 0x7E, 0x7F, 0x80, 0xC2, 0xE2, 0xFF]
        var generator = SystemRandomNumberGenerator()
        for trial in 0..<400 {
            let length = trial % 40
            var bytes = (0..<length).map { _ in UInt8.random(in: 0x20...0x7E, using: &generator) }
            // Most trials plant one or two edge bytes; some stay all printable.
            for _ in 0..<(trial % 3) where length > 0 {
                bytes[Int.random(in: 0..<length, using: &generator)] = edges.randomElement(using: &generator)!
            }
            bytes.withUnsafeBufferPointer { buffer in
                for start in 0...length {
                    #expect(ASCIIScan.firstNonPrintable(in: buffer, from: start) == byteByByte(bytes, from: start),
                            "bytes \(bytes) from \(start)")
                }
            }
        }
    }

    @Test func everyByteValueInEveryLaneOfAWord() {
        for lane in 0..<8 {
            for value in 0...255 {
                var bytes = [UInt8](repeating: 0x61, count: 8)
                bytes[lane] = UInt8(value)
                let printable = (0x20...0x7E).contains(value)
                bytes.withUnsafeBufferPointer { buffer in
                    #expect(ASCIIScan.firstNonPrintable(in: buffer, from: 0) == (printable ? 8 : lane))
                }
            }
        }
    }
}
