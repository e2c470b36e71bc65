//! The dataset (catalog, rate card, sizing calibration), validated by the build script and
//! embedded as JSON; read once, on first use.

use std::sync::LazyLock;

use gpuplan_core::catalog::Catalog;
use gpuplan_core::dataset::Dataset;
use gpuplan_core::date::Date;

static DATASET_JSON: &str = include_str!(concat!(env!("OUT_DIR"), "/dataset.json"));

static DATASET: LazyLock<Result<Dataset, String>> =
    LazyLock::new(|| serde_json::from_str(DATASET_JSON).map_err(|e| e.to_string()));

/// The embedded catalog as a component prop. There is one, so props compare it by address: a
/// derived comparison would walk every size and price on each render of the catalog page.
#[derive(Debug, Clone, Copy)]
pub struct CatalogRef(pub &'static Catalog);

impl PartialEq for CatalogRef {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.0, other.0)
    }
}

/// The dataset, or why it could not be read.
pub fn dataset() -> Result<&'static Dataset, &'static str> {
    match &*DATASET {
        Ok(d) => Ok(d),
        Err(e) => Err(e),
    }
}

/// The dataset's catalog, or why it could not be read.
pub fn catalog() -> Result<&'static Catalog, &'static str> {
    dataset().map(|d| &d.catalog)
}

/// The date the build prerenders with: the day of the build. Set once by the prerenderer.
#[cfg(not(target_arch = "wasm32"))]
pub static BUILD_DATE: std::sync::OnceLock<Date> = std::sync::OnceLock::new();

/// Today's date in the reader's time zone, for lifecycle stages. While hydrating, the date the
/// page was prerendered with (so the first render matches it); natively, the build's date when
/// prerendering, else `None`.
pub fn today() -> Option<Date> {
    #[cfg(target_arch = "wasm32")]
    {
        if crate::client::hydrating() {
            return crate::client::prerendered_on();
        }
        let now = js_sys::Date::new_0();
        let (y, m, d) = (now.get_full_year(), now.get_month() + 1, now.get_date());
        Date::new(u16::try_from(y).ok()?, u8::try_from(m).ok()?, u8::try_from(d).ok()?)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        BUILD_DATE.get().copied()
    }
}
