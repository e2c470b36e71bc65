//! The app's router: the address, a navigator, links and the page at the address, on the
//! browser's own history. The prerenderer renders the same [`Router`] fixed at one path, so both
//! sides nest the same components and hydration matches. Written for this app in place of
//! yew-router, which cost each wasm bundle 18 to 26 KB brotli (docs/bundles.md): the pages are
//! matched by hand ([`Routable::recognize`]), and a query is a list of `(name, value)` pairs.

use std::rc::Rc;

use yew::prelude::*;

/// A page the router can match and link to.
pub trait Routable: Clone + PartialEq + 'static {
    /// The page at `pathname` (relative to the base path); `None` when nothing matches.
    fn recognize(pathname: &str) -> Option<Self>;
    /// The page's path, relative to the base path.
    fn to_path(&self) -> String;
}

/// A query string's `(name, value)` pairs.
pub trait ToQuery {
    /// The pairs, in order.
    fn pairs(&self) -> Vec<(&str, &str)>;
}

impl<T: ToQuery + ?Sized> ToQuery for &T {
    fn pairs(&self) -> Vec<(&str, &str)> {
        (**self).pairs()
    }
}

impl<K: AsRef<str>, V: AsRef<str>> ToQuery for [(K, V)] {
    fn pairs(&self) -> Vec<(&str, &str)> {
        self.iter().map(|(k, v)| (k.as_ref(), v.as_ref())).collect()
    }
}

impl<K: AsRef<str>, V: AsRef<str>, const N: usize> ToQuery for [(K, V); N] {
    fn pairs(&self) -> Vec<(&str, &str)> {
        self.as_slice().pairs()
    }
}

impl<K: AsRef<str>, V: AsRef<str>> ToQuery for Vec<(K, V)> {
    fn pairs(&self) -> Vec<(&str, &str)> {
        self.as_slice().pairs()
    }
}

/// `query` form-encoded, as a browser's `URLSearchParams` writes it: `a=1&b=x+y`.
pub fn encode_query(query: &impl ToQuery) -> String {
    let part = |s: &str| {
        let mut out = String::with_capacity(s.len());
        for b in s.bytes() {
            match b {
                b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'*' | b'-' | b'.' | b'_' => {
                    out.push(char::from(b));
                }
                b' ' => out.push('+'),
                _ => out.push_str(&format!("%{b:02X}")),
            }
        }
        out
    };
    let pairs: Vec<String> =
        query.pairs().into_iter().map(|(k, v)| format!("{}={}", part(k), part(v))).collect();
    pairs.join("&")
}

/// A path segment with its `%XX` escapes decoded (as UTF-8, any invalid sequence replaced).
pub fn decode(segment: &str) -> String {
    let bytes = segment.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| char::from(b).to_digit(16);
        match (
            bytes[i],
            bytes.get(i + 1).copied().and_then(hex),
            bytes.get(i + 2).copied().and_then(hex),
        ) {
            (b'%', Some(h), Some(l)) => {
                out.push(u8::try_from(h * 16 + l).unwrap_or(b'?'));
                i += 3;
            }
            (b, _, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Where the app is: its path (with the base path) and its query (`?…` or empty).
#[derive(Debug, Clone, PartialEq)]
pub struct Location {
    path: Rc<str>,
    query: Rc<str>,
}

impl Location {
    /// The path, with the base path.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// The query string, with its `?`, or empty.
    pub fn query_str(&self) -> &str {
        &self.query
    }

    /// The browser's address now (natively, the root).
    fn now() -> Location {
        #[cfg(target_arch = "wasm32")]
        {
            let loc = web_sys::window().map(|w| w.location());
            let path = loc.as_ref().and_then(|l| l.pathname().ok()).unwrap_or_default();
            let query = loc.as_ref().and_then(|l| l.search().ok()).unwrap_or_default();
            Location { path: path.into(), query: query.into() }
        }
        #[cfg(not(target_arch = "wasm32"))]
        Location { path: "/".into(), query: "".into() }
    }
}

/// Why the navigator did not move: the browser refused to change the address.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotMoved;

/// Moves the app to another address.
#[derive(Debug, Clone, PartialEq)]
pub struct Navigator {
    basename: Option<Rc<str>>,
    moved: Callback<()>,
}

impl Navigator {
    /// The base path, without its trailing slash (`None` at `/`).
    pub fn basename(&self) -> Option<&str> {
        self.basename.as_deref()
    }

    /// `path` (relative to the base) under the base path.
    fn prefixed(&self, path: &str) -> String {
        match self.basename() {
            Some("") if path.is_empty() => "/".to_owned(),
            Some(base) => format!("{base}{path}"),
            None => path.to_owned(),
        }
    }

    /// `route`'s address with `query`, under the base path.
    fn address(&self, route: &impl Routable, query: &impl ToQuery) -> String {
        let query = encode_query(query);
        let path = self.prefixed(&route.to_path());
        if query.is_empty() { path } else { format!("{path}?{query}") }
    }

    /// Puts `url` in the address (a new history entry, or in place of this one) and draws the
    /// page there. Natively, nothing moves.
    fn go(&self, url: &str, replace: bool) -> Result<(), NotMoved> {
        #[cfg(target_arch = "wasm32")]
        {
            let history = web_sys::window().and_then(|w| w.history().ok()).ok_or(NotMoved)?;
            let state = wasm_bindgen::JsValue::NULL;
            let done = if replace {
                history.replace_state_with_url(&state, "", Some(url))
            } else {
                history.push_state_with_url(&state, "", Some(url))
            };
            done.map_err(|_| NotMoved)?;
            self.moved.emit(());
        }
        #[cfg(not(target_arch = "wasm32"))]
        let _ = (url, replace);
        Ok(())
    }

    /// Goes to `route`.
    pub fn push(&self, route: &impl Routable) {
        let _ = self.go(&self.prefixed(&route.to_path()), false);
    }

    /// Replaces the address with `route`, without a new history entry.
    pub fn replace(&self, route: &impl Routable) {
        let _ = self.go(&self.prefixed(&route.to_path()), true);
    }

    /// Goes to `route` with `query`.
    pub fn push_with_query(
        &self,
        route: &impl Routable,
        query: impl ToQuery,
    ) -> Result<(), NotMoved> {
        self.go(&self.address(route, &query), false)
    }

    /// Replaces the address with `route` and `query`, without a new history entry.
    pub fn replace_with_query(
        &self,
        route: &impl Routable,
        query: impl ToQuery,
    ) -> Result<(), NotMoved> {
        self.go(&self.address(route, &query), true)
    }
}

/// What the router gives everything inside it.
#[derive(Debug, Clone, PartialEq)]
struct Ctx {
    location: Location,
    navigator: Navigator,
}

/// Props for [`Router`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct RouterProps {
    /// For the prerenderer: the path (relative to `base`) the router stays at. The browser's
    /// router, without it, follows the address.
    #[prop_or_default]
    pub fixed: Option<AttrValue>,
    /// The site's base path, such as `/` or `/gpuplan/`, with `fixed`; the browser's router reads
    /// `<base href>`.
    #[prop_or_default]
    pub base: AttrValue,
    /// The app.
    #[prop_or_default]
    pub children: Html,
}

/// The router: the address and a navigator for everything inside it. In the browser it draws
/// again when the app moves and when the reader goes back or forward.
#[component]
pub fn Router(props: &RouterProps) -> Html {
    let basename = use_memo((props.fixed.is_some(), props.base.clone()), |(fixed, base)| {
        let base: Option<Rc<str>> = if *fixed { Some(base.as_str().into()) } else { base_href() };
        base.map(|b| -> Rc<str> { Rc::from(b.trim_end_matches('/')) }).filter(|b| !b.is_empty())
    });
    let redraw = use_force_update();
    {
        let redraw = redraw.clone();
        use_effect_with((), move |()| {
            #[cfg(target_arch = "wasm32")]
            let listener = web_sys::window().map(|w| {
                gloo_events::EventListener::new(&w, "popstate", move |_| redraw.force_update())
            });
            #[cfg(not(target_arch = "wasm32"))]
            let listener = Some(redraw);
            move || drop(listener)
        });
    }
    let navigator = use_memo(basename.clone(), move |basename| Navigator {
        basename: (**basename).clone(),
        moved: Callback::from(move |()| redraw.force_update()),
    });
    let location = match &props.fixed {
        Some(path) => Location {
            path: format!("{}{path}", basename.as_deref().unwrap_or_default()).into(),
            query: "".into(),
        },
        None => Location::now(),
    };
    let context = Ctx { location, navigator: (*navigator).clone() };
    html! {
        <ContextProvider<Ctx> {context}>{ props.children.clone() }</ContextProvider<Ctx>>
    }
}

/// The path of the document's `<base href>` (the browser only).
fn base_href() -> Option<Rc<str>> {
    #[cfg(target_arch = "wasm32")]
    {
        let base = web_sys::window()?.document()?.base_uri().ok()??;
        Some(web_sys::Url::new(&base).ok()?.pathname().into())
    }
    #[cfg(not(target_arch = "wasm32"))]
    None
}

/// The navigator, inside a router.
#[hook]
pub fn use_navigator() -> Option<Navigator> {
    use_context::<Ctx>().map(|c| c.navigator)
}

/// The address, inside a router.
#[hook]
pub fn use_location() -> Option<Location> {
    use_context::<Ctx>().map(|c| c.location)
}

/// The page at the address, inside a router.
#[hook]
pub fn use_route<R: Routable>() -> Option<R> {
    let ctx = use_context::<Ctx>()?;
    let path = ctx.location.path();
    let path = match ctx.navigator.basename() {
        Some(base) => path.strip_prefix(base).unwrap_or(path),
        None => path,
    };
    R::recognize(if path.is_empty() { "/" } else { path })
}

/// Props for [`Switch`].
#[derive(Debug, PartialEq, Properties)]
pub struct SwitchProps<R: Routable> {
    /// Draws the page at the address.
    pub render: Callback<R, Html>,
}

/// The page at the address, drawn by `render`; nothing where no page matches.
#[component]
pub fn Switch<R: Routable>(props: &SwitchProps<R>) -> Html {
    match use_route::<R>() {
        Some(route) => props.render.emit(route),
        None => Html::default(),
    }
}

/// Props for [`Link`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct LinkProps<R: Routable> {
    /// Where to.
    pub to: R,
    /// The link's classes.
    #[prop_or_default]
    pub classes: Classes,
    /// The address's query, as `(name, value)` pairs; none when empty.
    #[prop_or_default]
    pub query: Vec<(String, String)>,
    /// The link's content.
    #[prop_or_default]
    pub children: Html,
}

/// The `href` of a link to `to` with `query`: its address under the router's base path.
pub fn href(navigator: Option<&Navigator>, to: &impl Routable, query: &impl ToQuery) -> String {
    match navigator {
        Some(n) => n.address(to, query),
        None => to.to_path(),
    }
}

/// A link that moves inside the app on a plain click, and opens as a page with a modifier key
/// or another button.
#[component]
pub fn Link<R: Routable>(props: &LinkProps<R>) -> Html {
    let navigator = use_navigator();
    let href = href(navigator.as_ref(), &props.to, &props.query);
    let onclick = navigator.map(|navigator| {
        let href = href.clone();
        Callback::from(move |e: MouseEvent| {
            if e.button() != 0 || e.meta_key() || e.ctrl_key() || e.shift_key() || e.alt_key() {
                return;
            }
            e.prevent_default();
            let _ = navigator.go(&href, false);
        })
    });
    html! {
        <a class={props.classes.clone()} {href} {onclick}>{ props.children.clone() }</a>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn queries_are_form_encoded_and_segments_decoded() {
        let query = [("q", "spot price"), ("e", "{\"a\":1}&x=é")];
        assert_eq!(encode_query(&query), "q=spot+price&e=%7B%22a%22%3A1%7D%26x%3D%C3%A9");
        assert_eq!(encode_query(&Vec::<(String, String)>::new()), "");
        assert_eq!(decode("Standard_NC6s_v3"), "Standard_NC6s_v3");
        assert_eq!(decode("a%20b%C3%A9"), "a bé");
        // A broken escape stays as it is; invalid UTF-8 becomes the replacement character.
        assert_eq!(decode("100%"), "100%");
        assert_eq!(decode("%zz%4"), "%zz%4");
        assert_eq!(decode("%FF"), "\u{FFFD}");
    }
}
