//! Hydration: the first render in the browser must equal the page prerendered at build time.
//!
//! The prerender runs natively, at build time, where there is no address query and no
//! localStorage, and today is the build's date (written on the page as `data-today`). While the
//! browser hydrates a prerendered page, the readers of those three ([`query`],
//! [`crate::storage`], [`crate::catalog_data::today`]) answer as the prerender did.
//! Writers do nothing either. When the first render is in place, the app marks itself live
//! ([`end_hydration`]); components that read browser state take [`use_live`] and then read it
//! into the nodes already there (a form loads its saved state in an effect), in the same task,
//! before the browser paints.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gpuplan_core::date::Date;

use crate::router::Location;
use yew::prelude::*;

thread_local! {
    static HYDRATING: Cell<bool> = const { Cell::new(false) };
    static PRERENDERED_ON: Cell<Option<Date>> = const { Cell::new(None) };
}

/// Whether the app is hydrating a prerendered page right now.
pub fn hydrating() -> bool {
    HYDRATING.with(Cell::get)
}

/// Called before hydrating a page prerendered on `date`: browser state reads as empty, and
/// today is `date`, until [`end_hydration`].
pub fn begin_hydration(date: Option<Date>) {
    HYDRATING.with(|h| h.set(true));
    PRERENDERED_ON.with(|d| d.set(date));
}

/// The date the page being hydrated was prerendered with.
pub fn prerendered_on() -> Option<Date> {
    PRERENDERED_ON.with(Cell::get)
}

/// Called once the first render is in place.
pub fn end_hydration() {
    HYDRATING.with(|h| h.set(false));
}

/// Whether the app reads browser state: the context the app provides.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Live(pub bool);

/// Whether browser state may be read in this render. Without the app around (a component
/// mounted on its own, as in the wasm tests) it is always true.
#[hook]
pub fn use_live() -> bool {
    use_context::<Live>().is_none_or(|l| l.0)
}

/// For a form that reads saved state and the address when it is built: runs `load` once, in an
/// effect, when the app goes live, if the form was built while hydrating (from the prerender's
/// defaults). A form built live read them in its first render, and `load` never runs. Returns
/// whether the form holds what was read, for writers that must not overwrite it before.
#[hook]
pub fn use_load_when_live<F>(load: F) -> Rc<RefCell<bool>>
where
    F: FnOnce() + 'static,
{
    let live = use_live();
    let loaded = use_mut_ref(|| live);
    {
        let loaded = loaded.clone();
        use_effect_with(live, move |&live| {
            if live && !*loaded.borrow() {
                *loaded.borrow_mut() = true;
                load();
            }
        });
    }
    loaded
}

/// The address's query string, or nothing while hydrating.
pub fn query(location: Option<&Location>) -> String {
    if hydrating() {
        return String::new();
    }
    location.map(|l| l.query_str().to_owned()).unwrap_or_default()
}

/// Whether `root` holds the page prerendered for the address the browser is at: its
/// `data-route` names the path, relative to the base path of `<base href>`.
pub fn prerendered_here(root: &web_sys::Element) -> bool {
    let Some(route) = root.get_attribute("data-route") else { return false };
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return false };
    let Ok(Some(base)) = doc.base_uri() else { return false };
    let Ok(here) = doc.url() else { return false };
    let (Ok(base), Ok(here)) = (web_sys::Url::new(&base), web_sys::Url::new(&here)) else {
        return false;
    };
    let base = base.pathname();
    here.pathname() == format!("{}{route}", base.trim_end_matches('/'))
}

thread_local! {
    /// The path the document was loaded for, read on the first call ([`at_first_path`]).
    static FIRST_PATH: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Whether the browser is at the path the document was loaded for (always, natively). The
/// entry point calls it first, before the router can move.
pub fn at_first_path() -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        let now = web_sys::window().and_then(|w| w.location().pathname().ok());
        FIRST_PATH.with_borrow_mut(|first| {
            let first = first.get_or_insert_with(|| now.clone().unwrap_or_default());
            now.is_none_or(|n| n == *first)
        })
    }
    #[cfg(not(target_arch = "wasm32"))]
    true
}

/// Whether the browser is still at `location`'s path: a write waiting for a pause must
/// not replace the address of a page the reader has since moved to.
pub fn still_at(location: Option<&Location>) -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        let now = web_sys::window().and_then(|w| w.location().pathname().ok());
        matches!((now, location), (Some(now), Some(l)) if now == l.path())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = location;
        false
    }
}
