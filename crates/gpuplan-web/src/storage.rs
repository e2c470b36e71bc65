//! localStorage and the address's query, for every page that keeps state. Storage that is
//! missing, full or blocked behaves as empty; native builds (which compile the pages but never
//! run them) see nothing, and so does a page while it hydrates.

use serde::{Deserialize, Serialize};

/// The page's storage; none while hydrating a prerendered page (see [`crate::client`]).
#[cfg(target_arch = "wasm32")]
fn local() -> Option<web_sys::Storage> {
    if crate::client::hydrating() {
        return None;
    }
    web_sys::window()?.local_storage().ok().flatten()
}

/// Where the reader's choice of language is kept (`en` or `zh`), by the language switch here and
/// in `site/js/reader.js`, which reads it on a first visit to the home page.
pub const LANG_KEY: &str = "gpuplan.lang";

/// The stored text under `key`.
pub fn get(key: &str) -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        local().and_then(|s| s.get_item(key).ok().flatten())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = key;
        None
    }
}

/// Stores `value` under `key`; a full or blocked storage keeps nothing.
pub fn set(key: &str, value: &str) {
    #[cfg(target_arch = "wasm32")]
    if let Some(s) = local() {
        let _ = s.set_item(key, value);
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (key, value);
}

/// Removes `key`.
pub fn remove(key: &str) {
    #[cfg(target_arch = "wasm32")]
    if let Some(s) = local() {
        let _ = s.remove_item(key);
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = key;
}

/// A form's state as stored: a version and its `(field, text)` pairs.
#[derive(Debug, Serialize, Deserialize)]
struct Saved {
    v: u32,
    state: Vec<(String, String)>,
}

/// The stored format's version; anything else is "from an older version".
const SAVED_VERSION: u32 = 1;

/// A form's saved pairs under `key`; an unreadable or old record is an error for the reader.
pub fn load_state(key: &str) -> Result<Option<Vec<(String, String)>>, String> {
    let Some(text) = get(key) else { return Ok(None) };
    match serde_json::from_str::<Saved>(&text) {
        Ok(saved) if saved.v == SAVED_VERSION => Ok(Some(saved.state)),
        Ok(_) => Err("The saved state is from an older version; the defaults are used.".into()),
        Err(_) => Err("The saved state could not be read; the defaults are used.".into()),
    }
}

/// Saves a form's pairs under `key`.
pub fn save_state(key: &str, state: &[(String, String)]) {
    if let Ok(json) = serde_json::to_string(&Saved { v: SAVED_VERSION, state: state.to_vec() }) {
        set(key, &json);
    }
}

/// A write waiting for the reader to pause, by key.
#[cfg(target_arch = "wasm32")]
type Pending = Vec<(String, Box<dyn FnOnce()>)>;

#[cfg(target_arch = "wasm32")]
thread_local! {
    static PENDING: std::cell::RefCell<Pending> = const { std::cell::RefCell::new(Vec::new()) };
}

/// How long the reader must pause before waiting writes run, in milliseconds.
#[cfg(target_arch = "wasm32")]
const QUIET_MS: u32 = 250;

#[cfg(target_arch = "wasm32")]
thread_local! {
    /// The armed quiet-time timer; dropping it cancels it.
    static TIMER: std::cell::RefCell<Option<gloo_timers::callback::Timeout>> =
        const { std::cell::RefCell::new(None) };
    /// A timer that has fired, kept until the next write: a timer's callback cannot drop the
    /// timer it runs in.
    static SPENT: std::cell::RefCell<Option<gloo_timers::callback::Timeout>> =
        const { std::cell::RefCell::new(None) };
}

/// Runs `write` once the reader has paused for 250 ms (every later call restarts the wait), or
/// when the page is hidden or left; a later write with the same `key` replaces a waiting one.
/// The address and storage writes (`history.replaceState` costs 1 to 5 ms a call here and makes
/// the browser fetch the icon again) stay off the path from a keystroke to its result on screen,
/// and away from the frames of the keystrokes that follow it. While writes wait, `<html>` carries
/// `data-writes="pending"` (tests wait for it to go).
pub fn write_when_quiet(key: &str, write: impl FnOnce() + 'static) {
    #[cfg(target_arch = "wasm32")]
    {
        let first = PENDING.with(|p| {
            let mut p = p.borrow_mut();
            let first = p.is_empty();
            p.retain(|(k, _)| k != key);
            p.push((key.to_owned(), Box::new(write)));
            first
        });
        // Only the first waiting write marks the page: one DOM change per pause, not per edit.
        if first {
            mark_pending(true);
        }
        SPENT.with(|s| drop(s.borrow_mut().take()));
        // Replacing the old timer drops, and so cancels, it.
        let timer = gloo_timers::callback::Timeout::new(QUIET_MS, || {
            let fired = TIMER.with(|t| t.borrow_mut().take());
            SPENT.with(|s| *s.borrow_mut() = fired);
            flush();
        });
        TIMER.with(|t| *t.borrow_mut() = Some(timer));
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = key;
        write();
    }
}

/// Marks `<html>` while writes wait.
#[cfg(target_arch = "wasm32")]
fn mark_pending(pending: bool) {
    let Some(html) =
        web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element())
    else {
        return;
    };
    let _ = if pending {
        html.set_attribute("data-writes", "pending")
    } else {
        html.remove_attribute("data-writes")
    };
}

/// Runs every waiting write now: when the page is hidden or left (`visibilitychange`,
/// `pagehide`), when a link is clicked, before the address is copied, and in tests.
pub fn flush_now() {
    #[cfg(target_arch = "wasm32")]
    flush();
}

/// Runs every waiting write and cancels the timer; a second call finds none.
#[cfg(target_arch = "wasm32")]
fn flush() {
    TIMER.with(|t| drop(t.borrow_mut().take()));
    let jobs = PENDING.with(|p| std::mem::take(&mut *p.borrow_mut()));
    if jobs.is_empty() {
        return;
    }
    for (_, write) in jobs {
        write();
    }
    mark_pending(false);
}

/// The address's query as pairs, percent-decoded by the browser.
pub fn query_pairs(query: &str) -> Vec<(String, String)> {
    #[cfg(target_arch = "wasm32")]
    {
        let mut out = Vec::new();
        if let Ok(params) = web_sys::UrlSearchParams::new_with_str(query) {
            let entries = js_sys::try_iter(&params).ok().flatten();
            for entry in entries.into_iter().flatten().flatten() {
                let pair = js_sys::Array::from(&entry);
                if let (Some(k), Some(v)) = (pair.get(0).as_string(), pair.get(1).as_string()) {
                    out.push((k, v));
                }
            }
        }
        out
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = query;
        Vec::new()
    }
}

/// The pairs of the query whose names start with `prefix`, without it.
pub fn prefixed_pairs(query: &str, prefix: &str) -> Vec<(String, String)> {
    query_pairs(query)
        .into_iter()
        .filter_map(|(k, v)| k.strip_prefix(prefix).map(|f| (f.to_owned(), v)))
        .collect()
}
