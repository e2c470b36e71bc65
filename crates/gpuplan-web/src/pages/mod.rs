//! One component per route.

pub mod calculator;
pub mod catalog;
pub mod chapter;
pub mod estimate;
pub mod home;
pub mod not_found;
pub mod search;
pub mod size_detail;
pub mod wizard;
