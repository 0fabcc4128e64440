import BigInt

/// An exact rational number, always in lowest terms with a positive denominator: the
/// arithmetic of ``ExactLexicographicSimplex``, which must never round.
///
/// Values that fit in 64 bits are kept as a pair of `Int64`s and fall back to `BigInt` the
/// moment an operation would overflow, so the common small case costs a few machine
/// operations while correctness never depends on the size of the numbers.
struct Rational: Comparable, CustomStringConvertible {
    private enum Storage {
        case small(Int64, Int64)
        case big(BigInt, BigInt)
    }

    private var storage: Storage

    static let zero = Rational(0)
    static let one = Rational(1)

    init(_ n: Int) {
        storage = .small(Int64(n), 1)
    }

    /// The exact value of a finite double (every double is a dyadic rational).
    init(exactly d: Double) {
        precondition(d.isFinite, "Rational of a non-finite double")
        if d == d.rounded(), abs(d) < 9e15 {
            self.init(Int(d))
            return
        }
        let significand = BigInt(d.significandBitPattern | (d.isNormal ? 1 << 52 : 0))
        let exponent = d.isNormal ? Int(d.exponent) - 52 : -1074
        let signed = d < 0 ? -significand : significand
        if exponent >= 0 {
            self.init(signed << exponent, 1)
        } else {
            self.init(signed, BigInt(1) << -exponent)
        }
    }

    private init(_ n: BigInt, _ d: BigInt) {
        precondition(!d.isZero, "Rational with a zero denominator")
        var n = n, d = d
        if d.signum() < 0 {
            n = -n
            d = -d
        }
        let g = n.greatestCommonDivisor(with: d)
        if !g.isZero && g != 1 {
            n /= g
            d /= g
        }
        if let sn = Int64(exactly: n), let sd = Int64(exactly: d), sn != .min, sd != .min {
            storage = .small(sn, sd)
        } else {
            storage = .big(n, d)
        }
    }

    private static func gcd(_ a: Int64, _ b: Int64) -> Int64 {
        var a = a.magnitude, b = b.magnitude
        while b != 0 { (a, b) = (b, a % b) }
        return Int64(a)
    }

    /// Lowest terms from 64-bit parts; nil when a part is `Int64.min` (its negation overflows).
    private static func small(_ n: Int64, _ d: Int64) -> Rational? {
        guard n != .min, d != .min, d != 0 else { return nil }
        var n = n, d = d
        if d < 0 {
            n = -n
            d = -d
        }
        let g = gcd(n, d)
        if g > 1 {
            n /= g
            d /= g
        }
        var r = Rational(0)
        r.storage = .small(n, d)
        return r
    }

    private var bigParts: (BigInt, BigInt) {
        switch storage {
        case .small(let n, let d): (BigInt(n), BigInt(d))
        case .big(let n, let d): (n, d)
        }
    }

    var isZero: Bool {
        switch storage {
        case .small(let n, _): n == 0
        case .big(let n, _): n.isZero
        }
    }

    /// -1, 0 or 1.
    var sign: Int {
        switch storage {
        case .small(let n, _): n == 0 ? 0 : (n < 0 ? -1 : 1)
        case .big(let n, _): Int(n.signum())
        }
    }

    var doubleValue: Double {
        switch storage {
        case .small(let n, let d): return Double(n) / Double(d)
        case .big(let n, let d):
            // Scale so that both parts convert without overflow to infinity.
            let shift = max(0, max(n.magnitude.bitWidth, d.bitWidth) - 1000)
            return Double(n >> shift) / Double(d >> shift)
        }
    }

    static func + (a: Rational, b: Rational) -> Rational {
        if case .small(let an, let ad) = a.storage, case .small(let bn, let bd) = b.storage {
            if ad == 1 && bd == 1 {
                let (s, o) = an.addingReportingOverflow(bn)
                if !o, let r = small(s, 1) { return r }
            } else {
                let (x, o1) = an.multipliedReportingOverflow(by: bd)
                let (y, o2) = bn.multipliedReportingOverflow(by: ad)
                let (d, o3) = ad.multipliedReportingOverflow(by: bd)
                if !o1 && !o2 && !o3 {
                    let (s, o4) = x.addingReportingOverflow(y)
                    if !o4, let r = small(s, d) { return r }
                }
            }
        }
        let (an, ad) = a.bigParts, (bn, bd) = b.bigParts
        return Rational(an * bd + bn * ad, ad * bd)
    }

    static prefix func - (a: Rational) -> Rational {
        switch a.storage {
        case .small(let n, let d): if let r = small(-n, d) { return r }
        case .big: break
        }
        let (n, d) = a.bigParts
        return Rational(-n, d)
    }

    static func - (a: Rational, b: Rational) -> Rational { a + -b }

    static func * (a: Rational, b: Rational) -> Rational {
        if case .small(let an, let ad) = a.storage, case .small(let bn, let bd) = b.storage {
            let (n, o1) = an.multipliedReportingOverflow(by: bn)
            let (d, o2) = ad.multipliedReportingOverflow(by: bd)
            if !o1 && !o2, let r = small(n, d) { return r }
        }
        let (an, ad) = a.bigParts, (bn, bd) = b.bigParts
        return Rational(an * bn, ad * bd)
    }

    static func / (a: Rational, b: Rational) -> Rational {
        precondition(!b.isZero, "Rational division by zero")
        if case .small(let an, let ad) = a.storage, case .small(let bn, let bd) = b.storage {
            let (n, o1) = an.multipliedReportingOverflow(by: bd)
            let (d, o2) = ad.multipliedReportingOverflow(by: bn)
            if !o1 && !o2, let r = small(n, d) { return r }
        }
        let (an, ad) = a.bigParts, (bn, bd) = b.bigParts
        return Rational(an * bd, ad * bn)
    }

    static func == (a: Rational, b: Rational) -> Bool {
        // Both sides are in lowest terms, so equal values have equal parts.
        switch (a.storage, b.storage) {
        case (.small(let an, let ad), .small(let bn, let bd)): an == bn && ad == bd
        case (.small, .big), (.big, .small): false
        case (.big(let an, let ad), .big(let bn, let bd)): an == bn && ad == bd
        }
    }

    static func < (a: Rational, b: Rational) -> Bool { (a - b).sign < 0 }

    var description: String {
        switch storage {
        case .small(let n, let d): d == 1 ? "\(n)" : "\(n)/\(d)"
        case .big(let n, let d): d == 1 ? "\(n)" : "\(n)/\(d)"
        }
    }
}
