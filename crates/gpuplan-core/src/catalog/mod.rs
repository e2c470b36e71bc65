//! The catalog: Azure GPU VM series and sizes, accelerators, regions and price snapshots, each
//! traceable to a source with a date.
//!
//! The model is plain data. [`load`] (feature `sources`) builds it from the TOML and JSON Lines
//! files under `content/data/` and validates it; the browser receives a validated catalog as
//! JSON. Queries never invent a price: a missing one is [`PriceAnswer::NotInSnapshot`].

pub mod coverage;
mod model;
mod query;
pub mod view;

#[cfg(feature = "sources")]
pub mod import;
#[cfg(feature = "sources")]
mod load;

pub use model::*;
pub use query::*;

#[cfg(feature = "sources")]
pub use load::{SourceFiles, ValidationError, embedded, load};

#[cfg(all(test, feature = "sources"))]
mod tests;
