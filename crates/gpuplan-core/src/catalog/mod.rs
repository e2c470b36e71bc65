//! The catalog: Azure GPU VM series and sizes, accelerators, regions and price snapshots, each
//! traceable to a source with a date.
//!
//! The model is plain data. [`crate::dataset::load`] (feature `sources`) builds it, with the
//! rate card and the sizing calibration, from the TOML and JSON Lines files under
//! `content/data/` and validates it; the browser receives the validated dataset as JSON. Queries never invent a price: a missing one is [`PriceAnswer::NotInSnapshot`].

pub mod coverage;
pub mod highlights;
mod model;
mod query;
pub mod view;

pub mod import;
#[cfg(feature = "sources")]
pub(crate) mod load;
pub mod own;

pub use model::*;
pub use query::*;

#[cfg(feature = "sources")]
pub use load::ValidationError;

#[cfg(all(test, feature = "sources"))]
mod tests;
