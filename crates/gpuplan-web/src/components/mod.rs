//! Components shared by pages, one per file.

pub mod document_view;
pub mod site_header;
