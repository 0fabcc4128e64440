#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The locale a terminal app runs in: the environment's, with its character type made
/// UTF-8 when the environment names no encoding at all.
///
/// ncurses reads and writes characters in the locale's encoding, so without a UTF-8
/// character type every `é`, `世` or `…` would be lost, in both directions. A process
/// started with no `LANG`/`LC_*` (cron, CI, `env -i`, many containers) gets the plain
/// "C" locale, which says nothing about the terminal. There, as Python does since PEP 538,
/// the character type is coerced to `C.UTF-8`; every other category (collation, numbers,
/// messages) stays as the environment set it. A locale that names a real encoding, such
/// as `en_US.ISO-8859-1`, is left alone.
enum TerminalLocale {
    /// The names glibc and the BSDs give the UTF-8 variant of the C locale, tried in turn.
    private static let utf8Fallbacks = ["C.UTF-8", "C.utf8", "en_US.UTF-8"]

    /// Takes the locale from the environment, coercing a bare "C"/"POSIX" character type
    /// to UTF-8 where the system has such a locale.
    static func adoptFromEnvironment() {
        setlocale(LC_ALL, "")
        guard !isUTF8, isUnspecified else { return }
        for name in utf8Fallbacks where setlocale(LC_CTYPE, name) != nil {
            return
        }
    }

    /// Whether the current character type is UTF-8.
    static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).lowercased()
        return name == "utf-8" || name == "utf8"
    }

    /// Whether the current character type is the encoding-less "C" or "POSIX" locale.
    private static var isUnspecified: Bool {
        guard let current = setlocale(LC_CTYPE, nil) else { return true }
        let name = String(cString: current)
        return name == "C" || name == "POSIX"
    }
}
