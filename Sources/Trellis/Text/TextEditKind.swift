/// How an edit came about, which decides whether it joins the undo group before it.
enum TextEditKind: Sendable {
    /// A typed character: a run of them, each where the last ended, undoes as one.
    case typing
    /// Backspace or Delete of one cluster: a run of them undoes as one.
    case deleting
    /// Anything else (a paste, a kill, a cut, a word delete): a group of its own.
    case other
}
