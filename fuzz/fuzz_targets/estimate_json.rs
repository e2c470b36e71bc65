//! Any bytes as an estimate: parsing and pricing must return a result or typed errors, never
//! panic, and a priced estimate's totals must be the exact sums of its lines.
#![no_main]

use std::sync::OnceLock;

use gpuplan_core::catalog::{Catalog, embedded};
use gpuplan_core::cost::{estimate, evaluate};
use libfuzzer_sys::fuzz_target;
use rust_decimal::Decimal;

fn catalog() -> &'static Catalog {
    static C: OnceLock<Catalog> = OnceLock::new();
    C.get_or_init(|| embedded().unwrap_or_default())
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(input) = estimate::parse(text) else { return };
    if let Ok(r) = evaluate(&input, catalog()) {
        assert_eq!(r.total, r.lines.iter().map(|l| l.total).sum::<Decimal>());
        assert!(r.lines.iter().all(|l| l.total >= Decimal::ZERO));
    }
});
