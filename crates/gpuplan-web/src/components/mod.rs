//! Components shared by pages, one per file.

pub mod catalog_filters;
pub mod catalog_table;
pub mod compare_panel;
pub mod document_view;
pub mod download;
pub mod site_header;
