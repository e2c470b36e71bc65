//! What a reader sees if the app panics after all: a banner with a way back, not a dead page.
//!
//! The banner is built with DOM calls and plain text. It is added outside Yew's tree, because a
//! panic leaves Yew unable to render anything more.

use gpuplan_core::guide::Lang;

use crate::i18n::{Msg, lang_of};
use crate::route::Page;

/// Installs the panic hook: log the panic to the console, then show the banner. It goes through
/// Yew, which otherwise puts its own console-only hook in place when the app is first rendered.
pub fn install() {
    yew::set_custom_panic_hook(Box::new(|info| {
        web_sys::console::error_1(&format!("gpuplan panicked: {info}").into());
        // If even the banner cannot be built, the console message is all that is left.
        let _ = show_banner();
    }));
}

fn show_banner() -> Option<()> {
    let window = web_sys::window()?;
    let doc = window.document()?;
    if doc.get_element_by_id("crash").is_some() {
        return Some(());
    }
    let here = window.location().href().ok()?;
    let base = doc.base_uri().ok().flatten()?;
    // The language the address names (the 404 page carries both, so `<html lang>` cannot say).
    let lang = lang_of_address(&window.location().pathname().ok()?, &base);
    let zh = lang == Lang::Zh;
    let (message, reload, home) =
        (Msg::CrashText.text(lang), Msg::CrashReload.text(lang), Msg::GoHome.text(lang));
    let bar = doc.create_element("div").ok()?;
    bar.set_id("crash");
    bar.set_class_name("crash-banner");
    bar.set_attribute("role", "alert").ok()?;
    let text = doc.create_element("p").ok()?;
    text.set_text_content(Some(message));
    bar.append_child(&text).ok()?;
    // The home page in the page's language.
    let base =
        if zh { format!("{}zh", base.split(['?', '#']).next().unwrap_or_default()) } else { base };
    for (label, href) in [(reload, here), (home, base)] {
        let link = doc.create_element("a").ok()?;
        link.set_attribute("href", &href).ok()?;
        link.set_text_content(Some(label));
        bar.append_child(&link).ok()?;
    }
    doc.body()?.prepend_with_node_1(&bar).ok()
}

/// The language of the page at `pathname` on a site whose base address is `base`.
fn lang_of_address(pathname: &str, base: &str) -> Lang {
    use crate::router::Routable as _;
    // The base's path: what follows the scheme and host of `base`, without query or fragment.
    let after_scheme = base.split_once("://").map_or(base, |(_, rest)| rest);
    let base_path = after_scheme.find('/').and_then(|i| after_scheme.get(i..)).unwrap_or("/");
    let base_path = base_path.split(['?', '#']).next().unwrap_or("/").trim_end_matches('/');
    let within = pathname.strip_prefix(base_path).unwrap_or(pathname);
    lang_of(Page::recognize(within).as_ref())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_banner_speaks_the_language_of_the_address_under_any_base() {
        for (base, root) in
            [("http://127.0.0.1:8080/", "/"), ("https://example.org/gpuplan/", "/gpuplan/")]
        {
            let lang = |p: &str| lang_of_address(&format!("{root}{p}"), base);
            assert_eq!(lang("zh/catalog/__panic"), Lang::Zh, "{base}");
            assert_eq!(lang("zh"), Lang::Zh, "{base}");
            assert_eq!(lang("guide/zh/cost-models"), Lang::Zh, "{base}");
            assert_eq!(lang("catalog/__panic"), Lang::En, "{base}");
            assert_eq!(lang(""), Lang::En, "{base}");
        }
    }
}
