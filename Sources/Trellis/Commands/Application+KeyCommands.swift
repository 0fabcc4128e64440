extension Application {
    /// The responders a key travels through, from `start` up the chain to the end (the
    /// application, normally).
    func responderChain(from start: Responder) -> [Responder] {
        var chain: [Responder] = []
        var current: Responder? = start
        // A chain rerouted into a loop by an override of `next` must not hang the app.
        while let responder = current, chain.count < 10_000 {
            chain.append(responder)
            current = responder.nextForKeys
        }
        return chain
    }

    /// The commands of `responder` a key can reach now: its ``Responder/keyCommands``, and
    /// for the application itself only ``reachableApplicationCommands``.
    func reachableKeyCommands(of responder: Responder) -> [KeyCommand] {
        responder === self ? reachableApplicationCommands : responder.keyCommands
    }

    /// Whether a presented controller is in front, which traps the keys.
    var isPresentationInFront: Bool {
        window.topmostViewController?.presentingViewController != nil
    }

    /// The application's own commands a key can reach now: all of ``keyCommands``, except
    /// while a presented controller is in front, which traps the keys: then only a command
    /// for the interrupt key (Ctrl-C), so a quit command moved to `q` leaves `q` to an open
    /// alert, and Ctrl-C still quits.
    var reachableApplicationCommands: [KeyCommand] {
        guard isPresentationInFront else { return keyCommands }
        return keyCommands.filter { $0.matches(.control("c")) }
    }

    /// Runs the command the key matches along the chain from `start`, if any, and says
    /// whether one ran: first the commands that want priority over text input (the
    /// application's included), then, unless `start` takes the key as text input, the
    /// others, nearest responder first. The application's own non-priority commands wait
    /// for its ``keyPressed(_:)``, after every other responder's.
    func performKeyCommand(for event: KeyEvent, from start: Responder) -> Bool {
        let chain = responderChain(from: start)
        for responder in chain {
            if let command = reachableKeyCommands(of: responder).first(where: {
                $0.wantsPriorityOverSystemBehavior && $0.isEnabled && $0.matches(event)
            }) {
                command.perform()
                return true
            }
        }
        if start.takesKeyAsTextInput(event) { return false }
        for responder in chain where responder !== self {
            if let command = responder.keyCommands.first(where: { $0.isEnabled && $0.matches(event) }) {
                command.perform()
                return true
            }
        }
        return false
    }

    /// The commands a user can use from where the focus is now, as a discoverability
    /// list shows them: those of the responders from the first responder (or, with none,
    /// the content in front, see ``send(_:)-(KeyEvent)``) up to the application, nearest
    /// first, enabled, not hidden and titled, each key once, for the command that would
    /// run. A command whose key the focused text input types instead (`q` while a text
    /// field has the focus) is left out, unless it wants priority over text input. Not in
    /// UIKit, which shows these in its Command-key overlay.
    public var discoverableKeyCommands: [KeyCommand] {
        var seen: [KeyCommand] = []
        var listed: [KeyCommand] = []
        let target = keyTarget
        for responder in responderChain(from: target) {
            for command in reachableKeyCommands(of: responder) where command.isEnabled {
                if !command.wantsPriorityOverSystemBehavior, let event = command.keyEvent,
                   target.takesKeyAsTextInput(event) {
                    continue
                }
                if seen.contains(where: { $0.input == command.input && $0.modifierFlags == command.modifierFlags }) {
                    continue
                }
                seen.append(command)
                if !command.attributes.contains(.hidden), !command.listedTitle.isEmpty { listed.append(command) }
            }
        }
        return listed
    }
}
