//! The rate card: storage, snapshot and data-transfer prices, each with its region, unit, date
//! and source. Read from `content/data/rates.toml` with the rest of the catalog.

use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use crate::date::Date;

/// Every storage and transfer price the data holds.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RateCard {
    /// Managed-disk tiers and their sizes.
    #[serde(rename = "disk_tier", default)]
    pub disk_tiers: Vec<DiskTier>,
    /// Prices by item and region.
    #[serde(rename = "price", default)]
    pub prices: Vec<RatePrice>,
    /// Blob tiers' minimum retention.
    #[serde(rename = "blob_tier", default)]
    pub blob_tiers: Vec<BlobTier>,
    /// The free egress allowance.
    pub egress: EgressFree,
    /// Egress band tables.
    #[serde(rename = "egress_table", default)]
    pub egress_tables: Vec<EgressTable>,
    /// Transfer between regions, by continent.
    #[serde(default)]
    pub inter_region: Vec<InterRegion>,
}

impl RateCard {
    /// The key of every source the rate card names, each once, in the order first named.
    pub fn sources(&self) -> Vec<&str> {
        let named = self
            .disk_tiers
            .iter()
            .map(|t| &t.source)
            .chain(self.prices.iter().map(|p| &p.source))
            .chain(self.blob_tiers.iter().map(|t| &t.source))
            .chain(
                self.egress_tables
                    .iter()
                    .flat_map(|t| std::iter::once(&t.source).chain(&t.band_source)),
            )
            .chain(self.inter_region.iter().map(|i| &i.source));
        let mut out: Vec<&str> = Vec::new();
        for s in named {
            if !out.contains(&s.as_str()) {
                out.push(s);
            }
        }
        out
    }
}

/// A managed-disk tier.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiskTier {
    /// `premium-ssd`, `standard-ssd` or `standard-hdd`.
    pub family: String,
    /// `P30`, `E10`, `S4`, ...
    pub tier: String,
    /// Its size in GiB, where a source states it.
    #[serde(default)]
    pub size_gib: Option<u32>,
    /// Source key.
    pub source: String,
}

/// One price of the rate card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RatePrice {
    /// `disk/premium-ssd/P30`, `blob/cool`, `snapshot/standard-hdd`, `disk/premium-ssd-v2/iops`.
    pub item: String,
    /// Region name.
    pub region: String,
    /// USD per `unit`.
    #[serde(with = "rust_decimal::serde::str")]
    pub usd: Decimal,
    /// `month` (per disk), `hour` (per unit-hour) or `gb-month`.
    pub unit: String,
    /// The snapshot's date.
    pub as_of: Date,
    /// Source key.
    pub source: String,
}

/// A blob tier's minimum retention.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BlobTier {
    /// `hot`, `cool`, `cold` or `archive`.
    pub tier: String,
    /// Days a blob must stay before leaving without an early-deletion charge.
    pub min_days: u32,
    /// Source key.
    pub source: String,
}

/// The monthly internet egress that is free.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EgressFree {
    /// GB per month.
    #[serde(with = "rust_decimal::serde::str")]
    pub free_gb_per_month: Decimal,
    /// Source key.
    pub free_source: String,
}

/// Internet egress bands for some regions and a routing choice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EgressTable {
    /// Key.
    pub id: String,
    /// What it covers.
    pub label: String,
    /// One region it applies to.
    #[serde(default)]
    pub applies_to_region: Option<String>,
    /// Or every region of a geography group.
    #[serde(default)]
    pub applies_to_geography: Option<String>,
    /// `microsoft` or `internet`.
    pub routing: String,
    /// Source key of the rates.
    pub source: String,
    /// Source key of the band boundaries, where it differs.
    #[serde(default)]
    pub band_source: Option<String>,
    /// The rates' date.
    pub as_of: Date,
    /// Bands in order; each ends at `up_to_gb` of monthly egress (the last is open).
    pub bands: Vec<EgressBand>,
}

/// One egress band.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EgressBand {
    /// The monthly GB at which the band ends; `None` for the last.
    #[serde(default, with = "opt_decimal")]
    pub up_to_gb: Option<Decimal>,
    /// USD per GB; `None` when no source gave it.
    #[serde(default, with = "opt_decimal")]
    pub usd: Option<Decimal>,
}

/// Transfer between two regions of one continent.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InterRegion {
    /// The continent (see [`continent_of`]).
    pub within: String,
    /// USD per GB.
    #[serde(with = "rust_decimal::serde::str")]
    pub usd: Decimal,
    /// Source key.
    pub source: String,
}

/// The continent a region's geography group belongs to, as the inter-region rates name them.
pub fn continent_of(geography: &str) -> Option<&'static str> {
    match geography {
        "US" | "Canada" | "Mexico" => Some("North America"),
        "Europe" => Some("Europe"),
        "South America" => Some("South America"),
        "Asia Pacific" | "Middle East" | "Africa" => Some("Asia, Middle East and Africa"),
        _ => None,
    }
}

impl RateCard {
    /// The price of an item in a region.
    pub fn price(&self, item: &str, region: &str) -> Option<&RatePrice> {
        self.prices.iter().find(|p| p.item == item && p.region == region)
    }

    /// The newest date among the rate card's prices for a region.
    pub fn newest(&self, region: &str) -> Option<Date> {
        self.prices.iter().filter(|p| p.region == region).map(|p| p.as_of).max()
    }
}

mod opt_decimal {
    use rust_decimal::Decimal;
    use serde::{Deserialize, Deserializer, Serializer};

    pub(super) fn serialize<S: Serializer>(v: &Option<Decimal>, s: S) -> Result<S::Ok, S::Error> {
        match v {
            Some(d) => s.serialize_str(&d.to_string()),
            None => s.serialize_none(),
        }
    }

    pub(super) fn deserialize<'de, D: Deserializer<'de>>(
        d: D,
    ) -> Result<Option<Decimal>, D::Error> {
        match Option::<String>::deserialize(d)? {
            None => Ok(None),
            Some(s) if s.is_empty() => Ok(None),
            Some(s) => s.parse().map(Some).map_err(serde::de::Error::custom),
        }
    }
}
