import Trellis

/// One property a catalog screen lets the user change live: the keys that change it, its
/// name, and how its current value reads.
///
/// A screen lists its properties in ``CatalogScreen/properties``; each key becomes a
/// ``KeyCommand`` of the screen, and each property a line of the screen's property list
/// (`a  axis: vertical`, `+ -  spacing: 2`), redrawn after every change.
@MainActor
public struct CatalogProperty {
    /// One key of the property: its ``KeyCommand`` input and what it does.
    public struct Key {
        /// A character (`"a"`, `"+"`) or one of ``KeyCommand``'s `input…` constants.
        public let input: String
        /// What the user reads for the key: the character, or `F2` for a function key.
        public let label: String
        /// Changes the property.
        public let change: @MainActor () -> Void
    }

    /// The keys, in the order the property list shows them.
    public let keys: [Key]
    /// The property's name, as in the control's API (`axis`, `numberOfLines`).
    public let name: String
    /// The property's current value as the user reads it.
    public let value: @MainActor () -> String
    /// Whether the keys go before a focused text input, which would otherwise take them
    /// as typing: true for the function keys of the text screens.
    public let wantsPriority: Bool

    /// A property that `key` steps to its next value.
    public init(key: Character, name: String, value: @escaping @MainActor () -> String,
                change: @escaping @MainActor () -> Void) {
        keys = [Key(input: String(key), label: String(key), change: change)]
        self.name = name
        self.value = value
        wantsPriority = false
    }

    /// A number that `increase` and `decrease` step up and down: `step(1)` and `step(-1)`.
    public init(increase: Character, decrease: Character, name: String, value: @escaping @MainActor () -> String,
                step: @escaping @MainActor (Double) -> Void) {
        keys = [Key(input: String(increase), label: String(increase), change: { step(1) }),
                Key(input: String(decrease), label: String(decrease), change: { step(-1) })]
        self.name = name
        self.value = value
        wantsPriority = false
    }

    /// A property that the function key F`number` steps to its next value; it works while
    /// a text field or text view has the focus and takes the letters as typing.
    public init(functionKey number: Int, name: String, value: @escaping @MainActor () -> String,
                change: @escaping @MainActor () -> Void) {
        keys = [Key(input: KeyCommand.inputF(number), label: "F\(number)", change: change)]
        self.name = name
        self.value = value
        wantsPriority = true
    }

    /// The line the screen's property list shows: the keys, the name and the value.
    public var line: String {
        "\(keys.map(\.label).joined(separator: " "))  \(name): \(value())"
    }
}
