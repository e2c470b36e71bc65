//! Hooks shared by the pages.

pub mod use_persisted_form;
