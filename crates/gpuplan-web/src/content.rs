//! The guide's chapters and sources, parsed and checked by the build script and embedded as JSON.
//!
//! Deserialising happens once, on first use. The JSON is written by our own build script from
//! the core's types, so a failure means a broken build; it is reported on the page rather than
//! by a panic.

use std::sync::LazyLock;

use gpuplan_core::catalog::Source;
use gpuplan_core::guide::search::{self, Section};
use gpuplan_core::guide::{Chapter, Guide, Lang};

static GUIDE_JSON: &str = include_str!(concat!(env!("OUT_DIR"), "/guide.json"));

static GUIDE: LazyLock<Result<Guide, String>> =
    LazyLock::new(|| serde_json::from_str(GUIDE_JSON).map_err(|e| e.to_string()));

static SECTIONS: LazyLock<Vec<Section>> =
    LazyLock::new(|| search::sections(chapters().unwrap_or_default()));

/// Every chapter, sorted by language then order; or why the embedded guide could not be read.
pub fn chapters() -> Result<&'static [Chapter], &'static str> {
    match &*GUIDE {
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
    match &*GUIDE {
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
