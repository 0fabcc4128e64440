/// How many pixels of a bitmap one cell shows, when ``CharacterArt/fromBitmap(width:height:style:resolution:isSet:)``
/// turns a bitmap into character art. Not in UIKit, whose images have real pixels.
public enum BitmapResolution: Sendable, Hashable, CaseIterable {
    /// 1 × 2 pixels per cell, drawn with the half blocks `▀`, `▄` and `█` (and a space).
    /// Pixels come out roughly square, since a cell is about twice as tall as it is wide,
    /// and every font has these characters.
    case halfBlocks

    /// 2 × 4 pixels per cell, drawn with the braille patterns U+2800–U+28FF (a space where
    /// no dot is set): eight times the cells' resolution, as dots rather than solid areas.
    case braille

    /// The pixels one cell covers across.
    public var pixelsPerCellAcross: Int {
        switch self {
        case .halfBlocks: 1
        case .braille: 2
        }
    }

    /// The pixels one cell covers down.
    public var pixelsPerCellDown: Int {
        switch self {
        case .halfBlocks: 2
        case .braille: 4
        }
    }
}
