//! One component per route.

pub mod chapter;
pub mod home;
pub mod not_found;
