/// What a view's border is made of: the line (nil while there is none), the title in its
/// top edge and the line's colour. Kept with the view's uncommon state, since most views
/// have none.
struct ViewBorder: Equatable {
    var style: BorderStyle?
    var title: String?
    var color: Color = .separator
}
