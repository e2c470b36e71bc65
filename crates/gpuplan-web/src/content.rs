//! The guide's chapters and sources, parsed and checked by the build script and written as JSON.
//!
//! Natively the JSON is embedded and read on first use; the browser fetches it as a hashed data
//! file and [installs](crate::loader::DataCell::install) it before the app renders (see
//! [`crate::loader`]), so the wasm carries no guide text. The JSON is written by our own build script from the core's types, so a
//! failure means a broken build or a failed fetch; it is reported on the page rather than by a
//! panic.

use std::sync::OnceLock;

use crate::loader::DataCell;

use gpuplan_core::catalog::Source;
use gpuplan_core::date::Date;
use gpuplan_core::doc::Document;
use gpuplan_core::guide::search::{self, Section};
use gpuplan_core::guide::{Chapter, Guide, Lang, MeasurementsPage};

/// The guide as the build script wrote it (native builds only).
#[cfg(not(target_arch = "wasm32"))]
pub const GUIDE_JSON: &str = include_str!(concat!(env!("OUT_DIR"), "/guide.json"));

/// The guide: embedded natively, installed by [`crate::loader`] in the browser.
#[cfg(not(target_arch = "wasm32"))]
pub static GUIDE: DataCell<Guide> = DataCell::new(Some(GUIDE_JSON));
/// The guide: embedded natively, installed by [`crate::loader`] in the browser.
#[cfg(target_arch = "wasm32")]
pub static GUIDE: DataCell<Guide> = DataCell::new(None);

static SECTIONS: OnceLock<Vec<Section>> = OnceLock::new();

/// Every chapter, sorted by language then order; or why the guide could not be read.
#[cfg(not(feature = "pseudo"))]
pub fn chapters() -> Result<&'static [Chapter], &'static str> {
    GUIDE.get().map(|g| g.chapters.as_slice())
}

/// Every chapter, sorted by language then order, the pseudo-locale's last; or why the guide
/// could not be read.
#[cfg(feature = "pseudo")]
pub fn chapters() -> Result<&'static [Chapter], &'static str> {
    pseudo::chapters()
}

/// The document of the project's measurements `m` for a page in `lang`.
pub fn measurements_doc(m: &'static MeasurementsPage, lang: Lang) -> &'static Document {
    #[cfg(feature = "pseudo")]
    if lang == Lang::Pseudo {
        return pseudo::measurements(m);
    }
    m.doc(lang)
}

/// The pseudo-locale's guide (feature `pseudo`, tests only): the English chapters and the
/// measurements' English document, transformed where the guide is loaded, since no chapter is
/// written in it.
#[cfg(feature = "pseudo")]
mod pseudo {
    use super::*;

    static CHAPTERS: OnceLock<Vec<Chapter>> = OnceLock::new();
    static MEASUREMENTS: OnceLock<Document> = OnceLock::new();

    /// The guide's chapters and the English ones again in the pseudo-locale.
    pub(super) fn chapters() -> Result<&'static [Chapter], &'static str> {
        let guide = GUIDE.get()?;
        let all =
            CHAPTERS.get_or_init(|| {
                let pseudo = guide.chapters.iter().filter(|c| c.lang == Lang::En).map(|c| {
                    Chapter { lang: Lang::Pseudo, doc: c.doc.pseudo_localized(), ..c.clone() }
                });
                guide.chapters.iter().cloned().chain(pseudo).collect()
            });
        Ok(all.as_slice())
    }

    /// The measurements' English document, transformed.
    pub(super) fn measurements(m: &'static MeasurementsPage) -> &'static Document {
        MEASUREMENTS.get_or_init(|| m.en.pseudo_localized())
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
    GUIDE.get().map_or(&[], |g| g.sources.as_slice())
}

/// The project's own measurements, as the sources page shows them.
pub fn measurements() -> Option<&'static MeasurementsPage> {
    GUIDE.get().ok().and_then(|g| g.measurements.as_ref())
}

/// The day the guide was assembled on (its live numbers and tables are true on it), where the
/// guide is loaded.
pub fn as_of() -> Option<Date> {
    GUIDE.get().ok().map(|g| g.as_of)
}

/// The source with this key.
pub fn source(id: &str) -> Option<&'static Source> {
    sources().iter().find(|s| s.id == id)
}

/// The searchable sections of every chapter, built on first use once the guide is in; none
/// while it is still loading.
pub fn sections() -> &'static [Section] {
    match chapters() {
        Ok(chapters) => SECTIONS.get_or_init(|| search::sections(chapters)),
        Err(_) => &[],
    }
}
