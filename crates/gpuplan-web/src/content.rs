//! The guide's chapters and sources, parsed and checked by the build script and written as JSON.
//!
//! Natively the JSON is embedded and read on first use; the browser fetches it as a hashed data
//! file and [`install`]s it before the app renders (see [`crate::loader`]), so the wasm carries
//! no guide text. The JSON is written by our own build script from the core's types, so a
//! failure means a broken build or a failed fetch; it is reported on the page rather than by a
//! panic.

use std::sync::{LazyLock, OnceLock};

use gpuplan_core::catalog::Source;
use gpuplan_core::guide::search::{self, Section};
use gpuplan_core::guide::{Chapter, Guide, Lang};

/// The guide as the build script wrote it (native builds only).
#[cfg(not(target_arch = "wasm32"))]
pub static GUIDE_JSON: &str = include_str!(concat!(env!("OUT_DIR"), "/guide.json"));

static GUIDE: OnceLock<Result<Guide, String>> = OnceLock::new();

/// Reads the guide from `json` (the data file's text, or why it could not be fetched) and keeps
/// it for the rest of the page's life. Only the first call counts.
pub fn install(json: Result<&str, String>) {
    let _ = GUIDE.set(json.and_then(|j| serde_json::from_str(j).map_err(|e| e.to_string())));
}

fn loaded() -> &'static Result<Guide, String> {
    GUIDE.get_or_init(unloaded)
}

/// Natively: the embedded JSON.
#[cfg(not(target_arch = "wasm32"))]
fn unloaded() -> Result<Guide, String> {
    serde_json::from_str(GUIDE_JSON).map_err(|e| e.to_string())
}

/// In the browser, a page reads its data before the app first renders; asked before that (or
/// on a page without the data file), there is none.
#[cfg(target_arch = "wasm32")]
fn unloaded() -> Result<Guide, String> {
    Err("the data file was not loaded".to_owned())
}

static SECTIONS: LazyLock<Vec<Section>> =
    LazyLock::new(|| search::sections(chapters().unwrap_or_default()));

/// Every chapter, sorted by language then order; or why the embedded guide could not be read.
pub fn chapters() -> Result<&'static [Chapter], &'static str> {
    match loaded() {
        Ok(guide) => Ok(&guide.chapters),
        Err(e) => Err(e),
    }
}

/// The chapters of one language, in order.
pub fn chapters_in(lang: Lang) -> impl Iterator<Item = &'static Chapter> {
    chapters().unwrap_or_default().iter().filter(move |c| c.lang == lang)
}

/// The chapter with this language and slug.
pub fn find(lang: Lang, slug: &str) -> Option<&'static Chapter> {
    chapters_in(lang).find(|c| c.slug == slug)
}

/// The sources the chapters cite.
pub fn sources() -> &'static [Source] {
    match loaded() {
        Ok(guide) => &guide.sources,
        Err(_) => &[],
    }
}

/// The source with this key.
pub fn source(id: &str) -> Option<&'static Source> {
    sources().iter().find(|s| s.id == id)
}

/// The searchable sections of every chapter, built on first use.
pub fn sections() -> &'static [Section] {
    &SECTIONS
}
