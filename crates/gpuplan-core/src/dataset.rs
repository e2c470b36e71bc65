//! The dataset: the catalog, the rate card and the sizing calibration, validated together as
//! one bundle. It sits above the catalog, cost and sizing modules, which each own one part and
//! never import each other's; the layers that need more than one part (the calculators, the
//! guide's live numbers) receive the [`Dataset`] or the parts they use.
//!
//! [`load`] and [`embedded`] (feature `sources`) build it from the files under `content/data/`;
//! the browser receives a validated dataset as JSON.

use serde::{Deserialize, Serialize};

use crate::catalog::Catalog;
use crate::cost::RateCard;
use crate::sizing::SizingData;

#[cfg(feature = "sources")]
mod load;
pub mod measured;

#[cfg(feature = "sources")]
pub use load::{SourceFiles, ValidationError, embedded, load};

/// Everything the data files hold, validated.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct Dataset {
    /// Accelerators, series, sizes, regions, sources and the price snapshot.
    pub catalog: Catalog,
    /// Storage and data-transfer prices (`rates.toml`).
    #[serde(default)]
    pub rates: RateCard,
    /// Calibration and presets for the sizing models (`models.toml`).
    #[serde(default)]
    pub sizing: SizingData,
    /// The project's own measurements (`h200-measurements.toml`), which the sizing calibration
    /// is taken from. The browser does not get them (its sources page shows the documents the
    /// build writes from them, in the guide), so the JSON leaves them out.
    #[serde(skip)]
    pub measured: Option<measured::Measurements>,
}
