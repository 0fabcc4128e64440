#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNcurses
import Trellis

extension Terminal {
    /// A terminal whose frames go to a file instead of a screen: ncurses drives a terminal
    /// of type `terminalType` and `size`, and every byte it would send is written to
    /// `descriptor`. There is no input and no signal handling.
    ///
    /// For measuring what frames cost on the wire (the benchmark's bytes per frame) and
    /// for recording a session to replay with `cat`. The terminal takes `descriptor` over
    /// and keeps it open for the life of the process.
    ///
    /// Not a screen, so the size comes from the environment, as ncurses reads it for an
    /// output that is not a terminal: this sets `COLUMNS` and `LINES`.
    ///
    /// - Throws: ``TerminalError`` when `terminalType` is not in terminfo or ncurses cannot
    ///   start on the file.
    public static func recording(to descriptor: Int32, terminalType: String = "xterm-256color",
                                 size: Size) throws(TerminalError) -> Terminal {
        try probe(terminalNamed: terminalType, descriptor: descriptor)
        setenv("COLUMNS", String(Int(Swift.max(size.width, 1))), 1)
        setenv("LINES", String(Int(Swift.max(size.height, 1))), 1)
        // ncurses' choice of where the size comes from is process-wide, and start() turns
        // the environment off; a recording needs it on.
        trellis_take_size_from_terminal(0)
        guard let output = fdopen(descriptor, "w"), let input = fopen("/dev/null", "r") else {
            throw .cannotStart(terminalType)
        }
        return try Terminal(terminalName: terminalType, input: input, output: output,
                            inputDescriptor: fileno(input), outputDescriptor: descriptor,
                            noColor: false, savedSettings: nil, handlesSignals: false)
    }
}
