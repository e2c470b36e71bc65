//! Reading rendered HTML in tests: parsed by `scraper` (html5ever) and queried with CSS
//! selectors, so that a test asks for an element, an attribute or a text, not for a run of
//! characters in the markup.

use scraper::{ElementRef, Html, Node, Selector};

/// A whole page (`<!doctype html>…`), parsed.
pub(crate) fn document(html: &str) -> Html {
    Html::parse_document(html)
}

/// A rendered piece of the app (what Yew's server renderer writes), parsed.
pub(crate) fn fragment(html: &str) -> Html {
    Html::parse_fragment(html)
}

/// A CSS selector; a test with a malformed one fails.
pub(crate) fn selector(css: &str) -> Selector {
    Selector::parse(css).unwrap_or_else(|e| panic!("the selector {css:?}: {e}"))
}

/// Every element under `el` that `css` matches, in document order.
pub(crate) fn all<'a>(el: ElementRef<'a>, css: &str) -> Vec<ElementRef<'a>> {
    el.select(&selector(css)).collect()
}

/// The one element under `el` that `css` matches; fails when none or several do.
pub(crate) fn one<'a>(el: ElementRef<'a>, css: &str) -> ElementRef<'a> {
    match all(el, css).as_slice() {
        [only] => *only,
        found => panic!("{} elements match {css:?}, not one", found.len()),
    }
}

/// The text of `el` as a reader reads it: its text nodes, entities decoded, joined.
pub(crate) fn text(el: ElementRef<'_>) -> String {
    el.text().collect()
}

/// The texts of every element under `el` that `css` matches, in document order.
pub(crate) fn texts(el: ElementRef<'_>, css: &str) -> Vec<String> {
    all(el, css).into_iter().map(text).collect()
}

/// The values of the attribute `name` of every element under `el` that has it.
pub(crate) fn attrs(el: ElementRef<'_>, name: &str) -> Vec<String> {
    all(el, &format!("[{name}]")).iter().filter_map(|e| e.attr(name)).map(str::to_owned).collect()
}

/// Everything of `el` that a reader may meet: its elements' and attributes' names, the
/// attributes' values and the text, each followed by a space. For checks that something is
/// nowhere in it.
pub(crate) fn everything(el: ElementRef<'_>) -> String {
    everything_but(el, None)
}

/// [`everything`] of `el` but the elements under it that `left_out` matches, and what they
/// hold.
pub(crate) fn everything_but(el: ElementRef<'_>, left_out: Option<&str>) -> String {
    let left_out: Vec<_> = left_out.map(|css| all(el, css)).unwrap_or_default();
    let left_out: Vec<_> = left_out.iter().map(|e| e.id()).collect();
    let mut out = String::new();
    for node in el.descendants() {
        if [node].into_iter().chain(node.ancestors()).any(|n| left_out.contains(&n.id())) {
            continue;
        }
        match node.value() {
            Node::Element(e) => {
                out.push_str(e.name());
                out.push(' ');
                for (name, value) in e.attrs() {
                    out.push_str(name);
                    out.push(' ');
                    out.push_str(value);
                    out.push(' ');
                }
            }
            Node::Text(t) => {
                out.push_str(t);
                out.push(' ');
            }
            _ => {}
        }
    }
    out
}

#[test]
fn the_helpers_read_elements_attributes_and_text() {
    let doc = fragment(
        r#"<p class="a" title="x &amp; y">one <b>two</b></p><p class="b" data-k="v">three</p>"#,
    );
    let root = doc.root_element();
    assert_eq!(text(one(root, "p.a")), "one two");
    assert_eq!(texts(root, "p"), ["one two", "three"]);
    assert_eq!(attrs(root, "title"), ["x & y"]);
    assert_eq!(everything(one(root, "p.b")), "p class b data-k v three ");
    assert_eq!(everything_but(one(root, "p.a"), Some("b")), "p class a title x & y one  ");
    let several = std::panic::catch_unwind(|| {
        let two = fragment("<p></p><p></p>");
        one(two.root_element(), "p").id();
    });
    assert!(several.is_err(), "two elements are not one");
}
