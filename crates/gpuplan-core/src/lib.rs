//! gpuplan-core: the pure library behind the gpuplan site and CLI.
//!
//! It takes plain data and `&str` and returns values. It does no I/O, reads no clock, draws no
//! random numbers and logs nothing, so it compiles unchanged to native code and to
//! `wasm32-unknown-unknown`.
//!
//! - [`doc`]: the typed document tree that guide chapters become.
//! - [`markdown`] (feature `markdown`): the single Markdown entry point that builds that tree.
//! - [`guide`]: chapters, their languages, order and slugs.
//! - [`catalog`]: GPU sizes, accelerators, regions and price snapshots, with their sources.
//! - [`cost`]: exact money, the rate card for storage and transfer, and the estimate engine.
//! - [`dataset`]: the catalog, the rate card and the sizing calibration, loaded and validated as
//!   one bundle.
//! - [`csv_text`]: CSV text for the exports, one writer for all of them.
//! - [`date`]: calendar dates; the core reads no clock.
//! - [`input`]: what a reader types, folded for reading: full-width forms, Chinese multipliers.
//! - [`percent`]: percent-encoding of URL query values.
//! - [`sizing`]: workload models (training, fine-tuning, inference, CV) and the decision tree.

// No panic is reachable from input: these are denied in the core's code. Tests may unwrap,
// expect, panic and index (clippy.toml allows it in test functions; the attribute below leaves
// them out of the test build's helpers too).
#![cfg_attr(
    not(test),
    deny(clippy::unwrap_used, clippy::expect_used, clippy::panic, clippy::indexing_slicing)
)]
#![warn(missing_docs)]

pub mod calc;
pub mod catalog;
pub mod cost;
pub mod csv_text;
pub mod dataset;
pub mod date;
pub mod decimal;
pub mod doc;
pub mod guide;
pub mod input;
pub mod lang;
#[cfg(feature = "markdown")]
pub mod markdown;
pub mod percent;
pub mod sizing;
