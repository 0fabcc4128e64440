import Trellis

/// One build of the menu: a scroll view holding the picture and the seven item buttons.
/// The two builds, ``ConstraintMenuView`` and ``StackMenuView``, look the same.
@MainActor
protocol MenuLayout: ScrollView {
    /// The picture on top.
    var imageView: ImageView { get }
    /// The item buttons, in ``MenuItem`` order.
    var itemButtons: [Button] { get }
}
