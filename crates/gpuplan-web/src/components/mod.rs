//! Components shared by pages, one per file.

pub mod calc;
pub mod calculator;
pub mod catalog_filters;
pub mod catalog_table;
pub mod chart;
pub mod compare_panel;
pub mod coverage;
pub mod document_view;
pub mod download;
pub mod site_header;
pub mod spot_evictions;
