//! Reading Azure Retail Prices API pages into price records.
//!
//! Two input shapes are read:
//! - the API's own envelope, `{"Items": [...], "NextPageLink": ...}`;
//! - JSON lines, each either a bare API item or an item wrapped as `{"record": {...}}` with
//!   optional `source`, `as_of` and `priceKind` annotations (the shape of the snapshots this
//!   project was seeded from).
//!
//! Each item becomes zero or more [`Outcome`]s: prices for catalog sizes, or an [`Unmapped`]
//! entry with the reason it was not used. Malformed items are an [`ImportError`] naming the
//! record and the field. The rules:
//! - `type` is `Consumption` (the default when absent), `Reservation` or `DevTestConsumption`;
//! - `skuName` ending in ` Spot` or ` Low Priority` marks those models;
//! - a `productName` ending in ` Windows` or ` Win` marks Windows; without a product name the
//!   `priceKind` annotation must say (`linux_…` or `windows_…`);
//! - a reservation's `retailPrice` is the whole term's total and is kept as such;
//!   reservations price the compute only, so they are recorded under Linux;
//! - `savingsPlan` entries (or the trimmed `savingsPlanPrice`, the 1-year price) become
//!   savings-plan records for the item's OS;
//! - `currencyCode` defaults to USD, the API's default; an item in another currency is left out
//!   (the snapshot holds USD only, so a EUR page can neither replace a USD price nor pass as one);
//! - `serviceName`, when present, must be `Virtual Machines`; other services are left out;
//! - `unitOfMeasure`, when present, must be hours: `1 Hour` as is, `N Hours` divided by N
//!   exactly; a reservation's `1 Hour` is the API's label for a whole term's total; any other unit
//!   is refused;
//! - `effectiveStartDate` after the snapshot's date is a future price and `effectiveEndDate`
//!   before it an ended one: both are left out; a later `effectiveEndDate` is kept on the record
//!   (`ends`), so that the price reads as ended once a reader's date passes it;
//! - an empty `armSkuName` counts as absent;
//! - an `as_of` annotation is a date (a time may follow), or text starting "not stated", which
//!   leaves the item out as undated.
//!
//! A malformed item is an [`ImportError`] for that item alone: the caller reports it, counts it
//! and goes on. Errors marked [`ImportError::setup`] (no date or source to give the item) are the
//! caller's to fix, and stop the import.

use std::collections::{BTreeMap, HashSet};

use rust_decimal::Decimal;
use serde::Deserialize;
use serde_json::{Map, Value};

use super::model::{Os, PriceRecord, PricingModel, Source};
use crate::date::Date;

mod check;
pub use check::{KnownWrong, Refusal, Refused, check};

/// How billing meter names and ARM names map to catalog sizes. Read from `meters.toml`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Meters {
    /// Meter name (`skuName` without ` Spot` or ` Low Priority`) → ARM size name.
    #[serde(default)]
    pub meters: BTreeMap<String, String>,
    /// ARM names in price data that name a catalog size differently → the catalog's name.
    #[serde(default)]
    pub arm_aliases: BTreeMap<String, String>,
    /// Names known to have no catalog size, with the reason.
    #[serde(default)]
    pub unmapped: BTreeMap<String, String>,
    /// Records known to be wrong in a source, left out of every import with the reason.
    #[serde(default)]
    pub refused: Vec<KnownWrong>,
}

#[cfg(feature = "sources")]
impl Meters {
    /// Parses `meters.toml`.
    pub fn parse(text: &str) -> Result<Meters, toml::de::Error> {
        toml::from_str(text)
    }
}

/// A malformed input: where, which field, and what is wrong. Read by the project's developers
/// (`cargo xtask prices import` reports it), so `message` is English text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{record}: {}{message}", field_prefix(field))]
pub struct ImportError {
    /// The record: `line N`, `Items[N]`, or `file`.
    pub record: String,
    /// The field, or empty.
    pub field: String,
    /// What is wrong.
    pub message: String,
    /// Whether the fault is the import's set-up (a missing `--as-of` or `--source`, a broken
    /// mapping) rather than the item: such an error stops the import.
    pub setup: bool,
}

/// "field `x`: ", or nothing when the whole record is at fault.
fn field_prefix(field: &str) -> String {
    if field.is_empty() { String::new() } else { format!("field `{field}`: ") }
}

/// One API item with the annotations that came with it.
#[derive(Debug, Clone, PartialEq)]
pub struct Item {
    /// Where it was: `line N` or `Items[N]`.
    pub position: String,
    /// The API fields.
    pub record: Map<String, Value>,
    /// `source` annotation: `owner/repo:path@commit`.
    pub source: Option<String>,
    /// `as_of` annotation.
    pub as_of: Option<String>,
    /// `priceKind` annotation, such as `linux_payg`.
    pub price_kind: Option<String>,
    /// The price, exactly, where the item was made from a table whose cell was read as a
    /// decimal (a price sheet's `UnitPrice`); it is used in place of `retailPrice`.
    pub price: Option<Decimal>,
}

/// One saved page.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Page {
    /// Its items.
    pub items: Vec<Item>,
    /// The envelope's `NextPageLink`, when it has one.
    pub next_page_link: Option<String>,
}

/// Reads a saved page: an API envelope or JSON lines.
pub fn read_page(text: &str) -> Result<Page, ImportError> {
    let trimmed = text.trim_start();
    if trimmed.is_empty() {
        return Err(err("file", "", "is empty"));
    }
    // An envelope is one JSON object with `Items`; anything else is read line by line.
    if let Ok(Value::Object(mut envelope)) = serde_json::from_str::<Value>(text)
        && envelope.contains_key("Items")
    {
        let items = match envelope.remove("Items") {
            Some(Value::Array(items)) => items,
            _ => return Err(err("file", "Items", "must be an array")),
        };
        let next_page_link = match envelope.remove("NextPageLink") {
            None | Some(Value::Null) => None,
            Some(Value::String(s)) if s.is_empty() => None,
            Some(Value::String(s)) => Some(s),
            Some(_) => return Err(err("file", "NextPageLink", "must be a string or null")),
        };
        let items = items
            .into_iter()
            .enumerate()
            .map(|(i, v)| match v {
                Value::Object(record) => Ok(Item {
                    position: format!("Items[{i}]"),
                    record,
                    source: None,
                    as_of: None,
                    price_kind: None,
                    price: None,
                }),
                _ => Err(err(&format!("Items[{i}]"), "", "must be an object")),
            })
            .collect::<Result<_, _>>()?;
        return Ok(Page { items, next_page_link });
    }
    let mut items = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let position = format!("line {}", i + 1);
        let mut object = match serde_json::from_str::<Value>(line) {
            Ok(Value::Object(o)) => o,
            Ok(_) => return Err(err(&position, "", "must be a JSON object")),
            Err(e) => return Err(err(&position, "", &format!("is not JSON: {e}"))),
        };
        let text_field =
            |o: &mut Map<String, Value>, f: &str| -> Result<Option<String>, ImportError> {
                match o.remove(f) {
                    None | Some(Value::Null) => Ok(None),
                    Some(Value::String(s)) => Ok(Some(s)),
                    Some(_) => Err(err(&position, f, "must be a string")),
                }
            };
        let item = match object.remove("record") {
            Some(Value::Object(record)) => Item {
                source: text_field(&mut object, "source")?,
                as_of: text_field(&mut object, "as_of")?,
                price_kind: text_field(&mut object, "priceKind")?,
                position,
                record,
                price: None,
            },
            Some(_) => return Err(err(&position, "record", "must be an object")),
            None => Item {
                position,
                record: object,
                source: None,
                as_of: None,
                price_kind: None,
                price: None,
            },
        };
        items.push(item);
    }
    Ok(Page { items, next_page_link: None })
}

/// What the importer needs to know besides the item.
#[derive(Debug, Clone, Copy)]
pub struct Context<'a> {
    /// The meter mapping.
    pub meters: &'a Meters,
    /// Catalog size names.
    pub sizes: &'a HashSet<String>,
    /// The catalog's sources, to resolve `source` annotations to keys.
    pub sources: &'a [Source],
    /// The as-of date for items without their own.
    pub default_as_of: Option<Date>,
    /// The source key for items without their own.
    pub default_source: Option<&'a str>,
}

/// Why an item was left out, as a kind; [`Unmapped::reason`] says it for the import's report.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum LeftOut {
    /// Its source states no date.
    Undated,
    /// Another service's price.
    OtherService,
    /// In a currency other than US dollars.
    OtherCurrency,
    /// Taking effect after the snapshot's date.
    NotYetInForce,
    /// Ended before the snapshot's date.
    Ended,
    /// No catalog size has its name.
    NotACatalogSize,
    /// A Dev/Test Spot or Low Priority price.
    DevTestTier,
}

/// A price not used, and why.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Unmapped {
    /// The meter or ARM name.
    pub name: String,
    /// The region.
    pub region: String,
    /// Why it was not used, as a kind.
    pub why: LeftOut,
    /// Why it was not used, for the import's report (English, or `meters.toml`'s own note).
    pub reason: String,
}

/// What one item yields.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// A price for a catalog size.
    Priced(PriceRecord),
    /// A price left out, with the reason.
    Unmapped(Unmapped),
}

fn err(record: &str, field: &str, message: &str) -> ImportError {
    ImportError {
        record: record.to_owned(),
        field: field.to_owned(),
        message: message.to_owned(),
        setup: false,
    }
}

fn setup_err(record: &str, field: &str, message: &str) -> ImportError {
    ImportError { setup: true, ..err(record, field, message) }
}

pub use crate::decimal::exact_decimal;

/// Turns one item into price records or unmapped entries.
pub fn classify(item: &Item, ctx: &Context<'_>) -> Result<Vec<Outcome>, ImportError> {
    let fields = Fields::read(item)?;
    let name = SkuName::of(&fields, item.price_kind.as_deref());
    match priced(item, ctx, &fields, &name) {
        Ok(out) => Ok(out),
        Err(Stop::LeftOut(why, reason)) => Ok(vec![Outcome::Unmapped(Unmapped {
            name: name.key().to_owned(),
            region: fields.region.to_owned(),
            why,
            reason,
        })]),
        Err(Stop::Bad(e)) => Err(e),
    }
}

/// Why classifying an item ended before its records: a malformed item, or one left out with the
/// reason.
enum Stop {
    Bad(ImportError),
    LeftOut(LeftOut, String),
}

impl From<ImportError> for Stop {
    fn from(e: ImportError) -> Stop {
        Stop::Bad(e)
    }
}

/// The fields of an item that classification reads, each checked for form.
struct Fields<'a> {
    /// Where the item was, for errors.
    pos: &'a str,
    /// All its fields.
    record: &'a Map<String, Value>,
    region: &'a str,
    price: Decimal,
    currency: &'a str,
    service: Option<&'a str>,
    unit: Option<&'a str>,
    /// `type`: `Consumption`, `Reservation` or `DevTestConsumption`.
    kind: &'a str,
    sku_name: Option<&'a str>,
    arm_name: Option<&'a str>,
    product: Option<&'a str>,
    /// `armSkuName`, else `skuName`.
    raw_name: &'a str,
}

impl<'a> Fields<'a> {
    /// The item's fields, or an error on the first malformed one (in the order read here).
    fn read(item: &'a Item) -> Result<Fields<'a>, ImportError> {
        let pos = item.position.as_str();
        let record = &item.record;
        let text = |field: &str| text_field(record, field, pos);
        let region =
            text("armRegionName")?.ok_or_else(|| err(pos, "armRegionName", "is missing"))?;
        if region.is_empty()
            || !region.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        {
            return Err(err(
                pos,
                "armRegionName",
                &format!("{region:?} is not an ARM region name"),
            ));
        }
        let price = match item.price {
            Some(p) => p,
            None => exact_decimal(record.get("retailPrice").unwrap_or(&Value::Null))
                .map_err(|m| err(pos, "retailPrice", &m.to_string()))?,
        };
        if price <= Decimal::ZERO {
            return Err(err(pos, "retailPrice", &format!("must be positive, not {price}")));
        }
        let currency = text("currencyCode")?.unwrap_or("USD");
        if currency.len() != 3 || !currency.bytes().all(|b| b.is_ascii_uppercase()) {
            return Err(err(
                pos,
                "currencyCode",
                &format!("{currency:?} is not an ISO currency code"),
            ));
        }
        let service = text("serviceName")?;
        let unit = text("unitOfMeasure")?;
        let kind = text("type")?.unwrap_or("Consumption");
        if !matches!(kind, "Consumption" | "Reservation" | "DevTestConsumption") {
            return Err(err(
                pos,
                "type",
                &format!("{kind:?} is not Consumption, Reservation or DevTestConsumption"),
            ));
        }
        let sku_name = text("skuName")?.filter(|s| !s.is_empty());
        let arm_name = text("armSkuName")?.filter(|s| !s.is_empty());
        let product = text("productName")?;
        let Some(raw_name) = arm_name.or(sku_name) else {
            return Err(err(pos, "skuName", "neither skuName nor armSkuName is present"));
        };
        Ok(Fields {
            pos,
            record,
            region,
            price,
            currency,
            service,
            unit,
            kind,
            sku_name,
            arm_name,
            product,
            raw_name,
        })
    }
}

/// A string field of an item: `None` when absent or null, an error when not a string.
fn text_field<'a>(
    record: &'a Map<String, Value>,
    field: &str,
    pos: &str,
) -> Result<Option<&'a str>, ImportError> {
    match record.get(field) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.as_str())),
        Some(_) => Err(err(pos, field, "must be a string")),
    }
}

/// The names an item is priced under, and the tier its SKU name marks.
struct SkuName<'a> {
    /// `armSkuName`, else `skuName`.
    raw: &'a str,
    /// The SKU name without ` Spot` or ` Low Priority` (the raw name when there is none).
    base: &'a str,
    tier: Tier,
    /// Whether the item has an `armSkuName`.
    arm: bool,
}

impl<'a> SkuName<'a> {
    /// The item's names: the tier from the SKU name's suffix, else from the `priceKind`
    /// annotation.
    fn of(f: &Fields<'a>, price_kind: Option<&str>) -> SkuName<'a> {
        let (base, tier) = match f.sku_name {
            Some(s) if s.ends_with(" Spot") => (s.trim_end_matches(" Spot"), Tier::Spot),
            Some(s) if s.ends_with(" Low Priority") => {
                (s.trim_end_matches(" Low Priority"), Tier::LowPriority)
            }
            Some(s) => (s, Tier::Regular),
            None => (f.raw_name, tier_from_kind(price_kind)),
        };
        SkuName { raw: f.raw_name, base, tier, arm: f.arm_name.is_some() }
    }

    /// The name looked up in `meters.toml` and reported on an unmapped price: the ARM name, else
    /// the SKU name without the Spot or Low Priority suffix.
    fn key(&self) -> &'a str {
        if self.arm { self.raw } else { self.base }
    }
}

/// The records of a well-formed item, or `Stop::LeftOut` when it is not today's USD
/// virtual-machine price of a catalog size.
fn priced(
    item: &Item,
    ctx: &Context<'_>,
    f: &Fields<'_>,
    name: &SkuName<'_>,
) -> Result<Vec<Outcome>, Stop> {
    let as_of = snapshot_date(item, ctx, f.pos)?;
    let source = source_of(item, ctx, f.pos)?;
    let ends = in_force(f, as_of)?;
    let hours = per_hours(f.unit, f.kind, f.pos)?;
    let os = item_os(f.product, item.price_kind.as_deref(), f.pos)?;
    let size = catalog_size(ctx, name, f.pos)?;
    let meter = (name.base != size).then(|| name.base.to_owned());
    let base = PriceRecord {
        size,
        region: f.region.to_owned(),
        os,
        model: PricingModel::Payg,
        price: f.price / Decimal::from(hours),
        currency: f.currency.to_owned(),
        as_of,
        source,
        meter,
        ends,
    };
    records(f, &name.tier, &base, hours)
}

/// The snapshot's date: the item's `as_of` annotation (a date, a time may follow), else the
/// import's. `Stop::LeftOut` when the source states no date.
fn snapshot_date(item: &Item, ctx: &Context<'_>, pos: &str) -> Result<Date, Stop> {
    match item.as_of.as_deref() {
        Some(s) => match s.parse::<Date>() {
            Ok(d) => Ok(d),
            // A source that says it has no date is not malformed, but its prices cannot be used.
            Err(_) if s.starts_with("not stated") => Err(Stop::LeftOut(
                LeftOut::Undated,
                format!("the source states no as-of date ({s:?})"),
            )),
            Err(_) => match s.get(..10).and_then(|d| d.parse::<Date>().ok()) {
                Some(d) => Ok(d),
                None => Err(Stop::Bad(err(pos, "as_of", &format!("{s:?} is not a date")))),
            },
        },
        None => Ok(ctx
            .default_as_of
            .ok_or_else(|| setup_err(pos, "as_of", "no as-of date: give one with --as-of"))?),
    }
}

/// The key of the item's source: its `source` annotation resolved in `sources.toml`, else the
/// import's.
fn source_of(item: &Item, ctx: &Context<'_>, pos: &str) -> Result<String, ImportError> {
    match item.source.as_deref() {
        Some(annotation) => source_key(annotation, ctx.sources).ok_or_else(|| {
            setup_err(
                pos,
                "source",
                &format!(
                    "no entry in sources.toml has the repository and commit of {annotation:?}"
                ),
            )
        }),
        None => Ok(ctx
            .default_source
            .ok_or_else(|| setup_err(pos, "source", "no source: give one with --source"))?
            .to_owned()),
    }
}

/// The item's end date, if any, when it is a USD virtual-machine price in force on the
/// snapshot's date; else `Stop::LeftOut` with the reason.
fn in_force(f: &Fields<'_>, as_of: Date) -> Result<Option<Date>, Stop> {
    if let Some(service) = f.service
        && service != "Virtual Machines"
    {
        return Err(Stop::LeftOut(
            LeftOut::OtherService,
            format!("a {service:?} price, not a virtual machine's"),
        ));
    }
    if f.currency != "USD" {
        return Err(Stop::LeftOut(
            LeftOut::OtherCurrency,
            format!("priced in {}: the snapshot holds USD prices only", f.currency),
        ));
    }
    if let Some(start) = item_date(f.record, "effectiveStartDate", f.pos)?
        && start > as_of
    {
        return Err(Stop::LeftOut(
            LeftOut::NotYetInForce,
            format!("takes effect on {start}, after the snapshot's date {as_of}"),
        ));
    }
    let ends = item_date(f.record, "effectiveEndDate", f.pos)?;
    if let Some(end) = ends
        && end < as_of
    {
        return Err(Stop::LeftOut(
            LeftOut::Ended,
            format!("ended on {end}, before the snapshot's date {as_of}"),
        ));
    }
    Ok(ends)
}

/// The item's OS: from its product name, else from its `priceKind` annotation.
fn item_os(product: Option<&str>, price_kind: Option<&str>, pos: &str) -> Result<Os, ImportError> {
    match product {
        Some(p) if p.ends_with(" Windows") || p.ends_with(" Win") => Ok(Os::Windows),
        Some(_) => Ok(Os::Linux),
        None => match price_kind {
            Some(k) if k.starts_with("windows_") || k.starts_with("devtest_windows") => {
                Ok(Os::Windows)
            }
            Some(k) if k.starts_with("linux_") => Ok(Os::Linux),
            _ => Err(err(
                pos,
                "productName",
                "cannot tell Linux from Windows: no productName and no priceKind",
            )),
        },
    }
}

/// The catalog size the item prices: its name, an ARM alias, its SKU name without suffix, or its
/// meter's mapping. `Stop::LeftOut` when none names a catalog size; an error when `meters.toml`
/// maps it to a size the catalog lacks.
fn catalog_size(ctx: &Context<'_>, name: &SkuName<'_>, pos: &str) -> Result<String, Stop> {
    let raw = name.raw;
    let size = if ctx.sizes.contains(raw) {
        raw.to_owned()
    } else if let Some(alias) = ctx.meters.arm_aliases.get(raw) {
        alias.clone()
    } else if !name.arm && ctx.sizes.contains(name.base) {
        name.base.to_owned()
    } else if let Some(mapped) = ctx.meters.meters.get(name.key()) {
        mapped.clone()
    } else {
        let reason = match ctx.meters.unmapped.get(name.key()) {
            Some(reason) => reason.clone(),
            None if name.arm => "no verified size page: the size is not in the catalog".to_owned(),
            None => "meter name not in meters.toml".to_owned(),
        };
        return Err(Stop::LeftOut(LeftOut::NotACatalogSize, reason));
    };
    if !ctx.sizes.contains(&size) {
        return Err(Stop::Bad(setup_err(
            pos,
            "skuName",
            &format!("meters.toml maps {raw:?} to {size:?}, which is not a catalog size"),
        )));
    }
    Ok(size)
}

/// The records an item yields by its `type`, each `base` with its model, OS and hourly price: a
/// reservation its term's (under Linux: reservations price the compute only), a Dev/Test price
/// its own (Spot or Low Priority ones left out), a consumption price its tier's and then its
/// savings plans'.
fn records(
    f: &Fields<'_>,
    tier: &Tier,
    base: &PriceRecord,
    hours: u32,
) -> Result<Vec<Outcome>, Stop> {
    let with = |model: PricingModel, os: Os, price: Decimal| {
        Outcome::Priced(PriceRecord { model, os, price, ..base.clone() })
    };
    match f.kind {
        "Reservation" => Ok(vec![with(reservation_term(f)?, Os::Linux, base.price)]),
        "DevTestConsumption" => match tier {
            Tier::Regular => Ok(vec![with(PricingModel::DevTest, base.os, base.price)]),
            _ => Err(Stop::LeftOut(
                LeftOut::DevTestTier,
                "a Dev/Test Spot or Low Priority price: not a pricing model gpuplan models".into(),
            )),
        },
        _ => {
            let model = match tier {
                Tier::Regular => PricingModel::Payg,
                Tier::Spot => PricingModel::Spot,
                Tier::LowPriority => PricingModel::LowPriority,
            };
            let mut out = vec![with(model, base.os, base.price)];
            for (model, plan_price) in savings_plans(f.record, f.pos)? {
                out.push(with(model, base.os, plan_price / Decimal::from(hours)));
            }
            Ok(out)
        }
    }
}

/// A reservation's pricing model, from its `reservationTerm`.
fn reservation_term(f: &Fields<'_>) -> Result<PricingModel, ImportError> {
    match text_field(f.record, "reservationTerm", f.pos)? {
        Some("1 Year") => Ok(PricingModel::Reservation1y),
        Some("3 Years") => Ok(PricingModel::Reservation3y),
        Some(other) => Err(err(
            f.pos,
            "reservationTerm",
            &format!("{other:?} is not \"1 Year\" or \"3 Years\""),
        )),
        None => Err(err(f.pos, "reservationTerm", "a reservation needs its term")),
    }
}

/// A date field of the item (`2026-12-01T00:00:00Z`; the time is ignored), if present.
fn item_date(r: &Map<String, Value>, field: &str, pos: &str) -> Result<Option<Date>, ImportError> {
    match r.get(field) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) if s.is_empty() => Ok(None),
        Some(Value::String(s)) => s
            .get(..10)
            .and_then(|d| d.parse::<Date>().ok())
            .map(Some)
            .ok_or_else(|| err(pos, field, &format!("{s:?} is not a date"))),
        Some(_) => Err(err(pos, field, "must be a string")),
    }
}

/// How many hours the item's price is for: 1 for `1 Hour` (or no unit, as in the trimmed
/// snapshots), N for `N Hours`. A reservation's price is its whole term's, which the API labels
/// `1 Hour`; any other unit on one is refused.
fn per_hours(unit: Option<&str>, kind: &str, pos: &str) -> Result<u32, ImportError> {
    let Some(unit) = unit else { return Ok(1) };
    let refuse = || err(pos, "unitOfMeasure", &format!("{unit:?} is not a price per hour"));
    let (n, word) = unit.trim().split_once(' ').ok_or_else(refuse)?;
    let n: u32 = n.parse().map_err(|_| refuse())?;
    if n == 0 || !matches!(word, "Hour" | "Hours") {
        return Err(refuse());
    }
    if kind == "Reservation" && n != 1 {
        return Err(err(
            pos,
            "unitOfMeasure",
            &format!(
                "{unit:?} on a reservation: its price is the whole term's, labelled \"1 Hour\""
            ),
        ));
    }
    Ok(n)
}

enum Tier {
    Regular,
    Spot,
    LowPriority,
}

fn tier_from_kind(kind: Option<&str>) -> Tier {
    match kind {
        Some(k) if k.ends_with("spot") => Tier::Spot,
        Some(k) if k.ends_with("low_priority") => Tier::LowPriority,
        _ => Tier::Regular,
    }
}

/// The savings-plan prices on a pay-as-you-go item: the API's `savingsPlan` array, or the
/// trimmed snapshots' `savingsPlanPrice` (the 1-year price).
fn savings_plans(
    r: &Map<String, Value>,
    pos: &str,
) -> Result<Vec<(PricingModel, Decimal)>, ImportError> {
    let mut out = Vec::new();
    if let Some(v) = r.get("savingsPlanPrice").filter(|v| !v.is_null()) {
        let p = exact_decimal(v).map_err(|m| err(pos, "savingsPlanPrice", &m.to_string()))?;
        out.push((PricingModel::SavingsPlan1y, positive(p, pos, "savingsPlanPrice")?));
    }
    match r.get("savingsPlan") {
        None | Some(Value::Null) => {}
        Some(Value::Array(plans)) => {
            for (i, plan) in plans.iter().enumerate() {
                let field = format!("savingsPlan[{i}]");
                let Value::Object(plan) = plan else {
                    return Err(err(pos, &field, "must be an object"));
                };
                let model = match plan.get("term").and_then(Value::as_str) {
                    Some("1 Year") => PricingModel::SavingsPlan1y,
                    Some("3 Years") => PricingModel::SavingsPlan3y,
                    _ => {
                        return Err(err(
                            pos,
                            &format!("{field}.term"),
                            "must be \"1 Year\" or \"3 Years\"",
                        ));
                    }
                };
                let v = plan
                    .get("retailPrice")
                    .or_else(|| plan.get("unitPrice"))
                    .unwrap_or(&Value::Null);
                let p = exact_decimal(v)
                    .map_err(|m| err(pos, &format!("{field}.retailPrice"), &m.to_string()))?;
                out.push((model, positive(p, pos, &format!("{field}.retailPrice"))?));
            }
        }
        Some(_) => return Err(err(pos, "savingsPlan", "must be an array")),
    }
    Ok(out)
}

fn positive(p: Decimal, pos: &str, field: &str) -> Result<Decimal, ImportError> {
    if p > Decimal::ZERO {
        Ok(p)
    } else {
        Err(err(pos, field, &format!("must be positive, not {p}")))
    }
}

/// The key of the source whose repository and commit an annotation such as
/// `owner/repo:path@commit` names.
fn source_key(annotation: &str, sources: &[Source]) -> Option<String> {
    let (repo, rest) = annotation.split_once(':')?;
    let commit = rest.rsplit_once('@').map(|(_, c)| c)?;
    sources
        .iter()
        .find(|s| s.repo.as_deref() == Some(repo) && s.commit.as_deref() == Some(commit))
        .map(|s| s.id.clone())
}

#[cfg(all(test, feature = "sources"))]
mod tests;
