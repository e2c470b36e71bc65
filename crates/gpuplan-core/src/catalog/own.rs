//! The reader's own prices: a file the reader brings, read through the snapshot's own importer
//! ([`super::import`]) so that the same rules and checks apply, and laid over the snapshot for
//! the size, region, OS and pricing model of each price it holds ([`OwnPrices::apply`]).
//!
//! Three kinds of file are read:
//! - the Retail Prices API's JSON: one page (`{"Items": [...], "NextPageLink": ...}`), several
//!   pages one after another (as `curl` appends them), a bare array of items, or items one a
//!   line;
//! - this project's `prices.jsonl`: one price record a line, as the snapshot holds them;
//! - a company's price sheet (CSV), Enterprise Agreement or Microsoft Customer Agreement
//!   ([`sheet`]), whose prices are the company's own.
//!
//! Anything else, and any malformed part, is an [`OwnError`] naming where and what; nothing is
//! taken from a file that fails. Prices are kept exactly (`Decimal`), and every record read is
//! marked [`OWN_SOURCE`] with the file's date, so that a page can say whose price it shows.

use std::collections::{BTreeMap, HashSet};

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::import::{self, Context, Item, LeftOut, Meters, Outcome};
use super::model::{Catalog, Os, PriceRecord, PricingModel, Region};
use crate::date::Date;

pub mod sheet;
pub use sheet::Layout;

/// The largest file read: a month's Retail Prices API pages for every GPU size in every region
/// are about 20 MB.
pub const MAX_BYTES: usize = 64 * 1024 * 1024;
/// The most prices kept from one file.
pub const MAX_RECORDS: usize = 200_000;
/// The source key of every price read from the reader's file.
pub const OWN_SOURCE: &str = "own";
/// The most characters of the reader's text an error quotes.
const QUOTE_CHARS: usize = 40;

/// What kind of file it was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Format {
    /// Retail Prices API pages or items.
    RetailApi,
    /// This project's `prices.jsonl`.
    Snapshot,
    /// A company's price sheet, in one of its layouts.
    PriceSheet(Layout),
}

/// Where in the file a problem is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case", tag = "kind", content = "at")]
pub enum Place {
    /// A line (1-based).
    Line(usize),
    /// An item of a page: the page (1-based, in the file) and the item (0-based, as in
    /// `Items[n]`).
    Item {
        /// The page.
        page: usize,
        /// The item.
        item: usize,
    },
}

impl std::fmt::Display for Place {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Place::Line(n) => write!(f, "line {n}"),
            Place::Item { page, item } => write!(f, "page {page}, Items[{item}]"),
        }
    }
}

/// Why a file was refused. Values quoted from it are cut to 40 characters.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OwnError {
    /// Nothing but white space.
    #[error("the file is empty")]
    Empty,
    /// Over [`MAX_BYTES`].
    #[error("the file is {bytes} bytes; at most {max} are read")]
    TooLarge {
        /// Its size.
        bytes: usize,
        /// The cap.
        max: usize,
    },
    /// A NUL byte: a binary file.
    #[error("the file holds binary data (a NUL byte at byte {at})")]
    Binary {
        /// Byte offset.
        at: usize,
    },
    /// Bytes that are not UTF-8.
    #[error("the file is not UTF-8 text (invalid byte at {at})")]
    NotUtf8 {
        /// Byte offset.
        at: usize,
    },
    /// JSON that does not parse, or nests deeper than the reader allows.
    #[error("the JSON does not parse at line {line}, column {column}")]
    Json {
        /// 1-based line in the file.
        line: usize,
        /// 1-based column.
        column: usize,
    },
    /// Neither API pages or items, price records, nor a price sheet.
    #[error(
        "the file is neither Retail Prices API JSON, price records one a line, nor a price sheet"
    )]
    Unrecognised,
    /// JSON of the wrong shape at a place: an item that is not an object, `Items` that is not
    /// an array, and the like.
    #[error("{at}: not an API item or a price record")]
    Shape {
        /// Where.
        at: Place,
    },
    /// An item or record with a field the importer refuses.
    #[error("{at}: field {field} is not valid{}", value.as_deref().map(|v| format!(" ({v:?})")).unwrap_or_default())]
    Field {
        /// Where.
        at: Place,
        /// The field, as the file names it.
        field: String,
        /// Its value, where it is text, cut.
        value: Option<String>,
    },
    /// A CSV record that does not parse (a quote that does not close, and the like).
    #[error("the CSV does not parse at line {line}")]
    Csv {
        /// 1-based line.
        line: usize,
    },
    /// A cell of a price sheet that starts like a spreadsheet formula (`=`, `+`, `-`, `@`).
    #[error("{at}: the {column} cell starts like a spreadsheet formula")]
    Formula {
        /// Where.
        at: Place,
        /// The column, as the sheet names it, cut.
        column: String,
    },
    /// A price record for a size the catalog does not have.
    #[error("{at}: {size:?} is not a size in the catalog")]
    UnknownSize {
        /// Where.
        at: Place,
        /// The size, cut.
        size: String,
    },
    /// More prices than [`MAX_RECORDS`].
    #[error("the file has more than {max} prices")]
    TooManyPrices {
        /// The cap.
        max: usize,
    },
    /// Nothing in the file prices a size of the catalog.
    #[error("no price in the file is for a size in the catalog ({skipped} left out)")]
    NoPrices {
        /// How many items were left out.
        skipped: usize,
    },
}

/// Why an item of the file gave no price, as counted in [`OwnPrices::skipped`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Skip {
    /// Not a virtual machine's price (another service, or a size the catalog lacks).
    NotACatalogSize,
    /// In a currency other than US dollars, which the snapshot and the tool use.
    OtherCurrency,
    /// Taking effect after the file's date, or ended before it.
    NotInForce,
    /// A kind of price the tool does not model (Dev/Test Spot, a savings plan on Spot, a tier
    /// above the first).
    OtherModel,
    /// In a region the catalog does not list.
    OtherRegion,
    /// A price sheet's row for another offer than the one most of its rows are for.
    OtherOffer,
}

/// What the importer needs besides the file.
#[derive(Debug, Clone, Copy)]
pub struct OwnContext<'a> {
    /// The meter mapping of the snapshot's importer.
    pub meters: &'a Meters,
    /// The catalog's size names.
    pub sizes: &'a HashSet<String>,
    /// The catalog's regions, through which a price sheet's region names are read.
    pub regions: &'a [Region],
    /// The file's date (when it was saved or fetched), which its prices are dated with unless
    /// they carry their own.
    pub dated: Date,
}

/// The prices read from a reader's file, and what was left out.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct OwnPrices {
    /// What kind of file it was.
    pub format: Format,
    /// The file's date.
    pub dated: Date,
    /// One price a size, region, OS and pricing model, each marked [`OWN_SOURCE`], sorted by
    /// their key.
    pub records: Vec<PriceRecord>,
    /// How many items or records were read.
    pub read: usize,
    /// How many gave no price, by reason.
    pub skipped: BTreeMap<Skip, usize>,
}

impl OwnPrices {
    /// Reads a file's bytes: size, binary and UTF-8 checks, then [`OwnPrices::parse`].
    pub fn parse_bytes(bytes: &[u8], ctx: &OwnContext<'_>) -> Result<OwnPrices, OwnError> {
        if bytes.len() > MAX_BYTES {
            return Err(OwnError::TooLarge { bytes: bytes.len(), max: MAX_BYTES });
        }
        if let Some(at) = bytes.iter().position(|b| *b == 0) {
            return Err(OwnError::Binary { at });
        }
        let text =
            std::str::from_utf8(bytes).map_err(|e| OwnError::NotUtf8 { at: e.valid_up_to() })?;
        OwnPrices::parse(text, ctx)
    }

    /// Reads a file's text.
    pub fn parse(text: &str, ctx: &OwnContext<'_>) -> Result<OwnPrices, OwnError> {
        if text.len() > MAX_BYTES {
            return Err(OwnError::TooLarge { bytes: text.len(), max: MAX_BYTES });
        }
        if let Some(at) = text.bytes().position(|b| b == 0) {
            return Err(OwnError::Binary { at });
        }
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        if text.trim().is_empty() {
            return Err(OwnError::Empty);
        }
        let mut reader = Reader::new(ctx);
        if text.trim_start().starts_with(['{', '[']) {
            for (place, value) in json_values(text)? {
                reader.value(place, value)?;
            }
        } else {
            let Some((layout, rows)) = sheet::rows(text, ctx.regions)? else {
                return Err(OwnError::Unrecognised);
            };
            reader.format = Some(Format::PriceSheet(layout));
            for row in rows {
                reader.read += 1;
                match row {
                    sheet::SheetRow::Item(at, item, price, model) => {
                        reader.classify(at, item, Some(price), model, sheet::column_of)?;
                    }
                    sheet::SheetRow::Skipped(why) => *reader.skipped.entry(why).or_default() += 1,
                }
            }
        }
        reader.finish()
    }

    /// The catalog with these prices in place of the snapshot's for the same size, region, OS
    /// and pricing model; the snapshot's other prices stay.
    pub fn apply(&self, catalog: &Catalog) -> Catalog {
        let mut out = catalog.clone();
        let own: HashSet<_> = self.records.iter().map(PriceRecord::key).collect();
        out.prices.retain(|p| !own.contains(&p.key()));
        out.prices.extend(self.records.iter().cloned());
        out.prices.sort_by(|a, b| a.key().cmp(&b.key()));
        out
    }
}

/// Every JSON value in the file, with where it starts: one document, several one after another
/// (pages appended), or one a line. A value that does not parse is [`OwnError::Json`] at its
/// place in the file; serde_json's depth limit turns a value nested too deep into the same.
fn json_values(text: &str) -> Result<Vec<(usize, Value)>, OwnError> {
    let mut out = Vec::new();
    let mut stream = serde_json::Deserializer::from_str(text).into_iter::<Value>();
    loop {
        let start = stream.byte_offset();
        match stream.next() {
            None => break,
            Some(Ok(v)) => out.push((line_of(text, start), v)),
            Some(Err(e)) => return Err(OwnError::Json { line: e.line(), column: e.column() }),
        }
    }
    Ok(out)
}

/// The 1-based line of the first non-blank character at or after `offset`.
fn line_of(text: &str, offset: usize) -> usize {
    let rest = text.get(offset..).unwrap_or_default();
    let skipped = rest.len() - rest.trim_start().len();
    let before = text.as_bytes().get(..offset + skipped).unwrap_or(text.as_bytes());
    before.iter().filter(|b| **b == b'\n').count() + 1
}

/// Reads the file's values one by one into prices.
struct Reader<'a> {
    ctx: &'a OwnContext<'a>,
    format: Option<Format>,
    pages: usize,
    read: usize,
    skipped: BTreeMap<Skip, usize>,
    /// The price kept for each key, and where it came from (a later one with a date not older
    /// replaces it).
    kept: BTreeMap<(String, String, Os, PricingModel), PriceRecord>,
}

impl<'a> Reader<'a> {
    fn new(ctx: &'a OwnContext<'a>) -> Reader<'a> {
        Reader {
            ctx,
            format: None,
            pages: 0,
            read: 0,
            skipped: BTreeMap::new(),
            kept: BTreeMap::new(),
        }
    }

    /// One JSON value of the file, starting on `line`.
    fn value(&mut self, line: usize, value: Value) -> Result<(), OwnError> {
        match value {
            Value::Object(mut o) if o.contains_key("Items") => {
                self.format(Format::RetailApi, Place::Line(line))?;
                self.pages += 1;
                let page = self.pages;
                let Some(Value::Array(items)) = o.remove("Items") else {
                    return Err(OwnError::Shape { at: Place::Line(line) });
                };
                for (i, item) in items.into_iter().enumerate() {
                    self.api_item(Place::Item { page, item: i }, item)?;
                }
                Ok(())
            }
            Value::Array(items) => {
                self.format(Format::RetailApi, Place::Line(line))?;
                self.pages += 1;
                let page = self.pages;
                for (i, item) in items.into_iter().enumerate() {
                    self.api_item(Place::Item { page, item: i }, item)?;
                }
                Ok(())
            }
            Value::Object(o) if o.contains_key("size") && o.contains_key("model") => {
                self.format(Format::Snapshot, Place::Line(line))?;
                self.record(line, Value::Object(o))
            }
            Value::Object(_) => {
                self.format(Format::RetailApi, Place::Line(line))?;
                self.api_item(Place::Line(line), value)
            }
            _ => Err(OwnError::Shape { at: Place::Line(line) }),
        }
    }

    /// Notes the file's format; a file mixing API items and price records is refused at the
    /// first value of the other kind.
    fn format(&mut self, format: Format, at: Place) -> Result<(), OwnError> {
        match self.format {
            Some(f) if f != format => Err(OwnError::Shape { at }),
            _ => {
                self.format = Some(format);
                Ok(())
            }
        }
    }

    /// An API item, classified by the snapshot's importer.
    fn api_item(&mut self, at: Place, item: Value) -> Result<(), OwnError> {
        let Value::Object(record) = item else { return Err(OwnError::Shape { at }) };
        self.read += 1;
        self.classify(at, record, None, sheet::Model::AsItemSays, str::to_owned)
    }

    /// An item (an API item, or a price sheet's row made one, with its exact `price`) classified
    /// by the snapshot's importer, its prices kept and its leaving out counted. A savings plan's
    /// row gives its plan's price for the pay-as-you-go price the item reads as. An error names
    /// the field by `name_field`: the API's name, or the sheet's column.
    fn classify(
        &mut self,
        at: Place,
        record: serde_json::Map<String, Value>,
        price: Option<rust_decimal::Decimal>,
        model: sheet::Model,
        name_field: fn(&str) -> String,
    ) -> Result<(), OwnError> {
        let item = Item {
            position: at.to_string(),
            record,
            source: None,
            as_of: None,
            price_kind: None,
            price,
        };
        let ctx = Context {
            meters: self.ctx.meters,
            sizes: self.ctx.sizes,
            // The reader's items carry no source annotation to resolve.
            sources: &[],
            default_as_of: Some(self.ctx.dated),
            default_source: Some(OWN_SOURCE),
        };
        let outcomes = import::classify(&item, &ctx).map_err(|e| OwnError::Field {
            value: item.record.get(&e.field).and_then(Value::as_str).map(cut),
            at,
            field: name_field(&e.field),
        })?;
        for outcome in outcomes {
            match (outcome, model) {
                (Outcome::Priced(p), sheet::Model::AsItemSays) => self.keep(p)?,
                (Outcome::Priced(p), sheet::Model::SavingsPlan { years }) => {
                    if p.model == PricingModel::Payg {
                        let model = if years == 1 {
                            PricingModel::SavingsPlan1y
                        } else {
                            PricingModel::SavingsPlan3y
                        };
                        self.keep(PriceRecord { model, ..p })?;
                    } else {
                        *self.skipped.entry(Skip::OtherModel).or_default() += 1;
                    }
                }
                (Outcome::Unmapped(u), _) => *self.skipped.entry(skip_of(u.why)).or_default() += 1,
            }
        }
        Ok(())
    }

    /// A line of `prices.jsonl`.
    fn record(&mut self, line: usize, value: Value) -> Result<(), OwnError> {
        let at = Place::Line(line);
        self.read += 1;
        let mut p: PriceRecord = serde_json::from_value(value.clone()).map_err(|_| {
            let field = first_bad_field(&value);
            OwnError::Field {
                value: value.get(&field).and_then(Value::as_str).map(cut),
                at: at.clone(),
                field,
            }
        })?;
        if !self.ctx.sizes.contains(&p.size) {
            return Err(OwnError::UnknownSize { at, size: cut(&p.size) });
        }
        let bad = |field: &str, value: &str| OwnError::Field {
            at: at.clone(),
            field: field.to_owned(),
            value: Some(cut(value)),
        };
        if p.region.is_empty()
            || !p.region.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        {
            return Err(bad("region", &p.region));
        }
        if p.price <= rust_decimal::Decimal::ZERO {
            return Err(bad("price", &p.price.to_string()));
        }
        if p.currency != "USD" {
            *self.skipped.entry(Skip::OtherCurrency).or_default() += 1;
            return Ok(());
        }
        if !p.current_on(self.ctx.dated) {
            *self.skipped.entry(Skip::NotInForce).or_default() += 1;
            return Ok(());
        }
        p.source = OWN_SOURCE.to_owned();
        p.meter = None;
        self.keep(p)
    }

    /// Keeps a price unless one with the same key and a newer date is kept already.
    fn keep(&mut self, p: PriceRecord) -> Result<(), OwnError> {
        let key = (p.size.clone(), p.region.clone(), p.os, p.model);
        match self.kept.get(&key) {
            Some(old) if old.as_of > p.as_of => {}
            _ => {
                self.kept.insert(key, p);
            }
        }
        if self.kept.len() > MAX_RECORDS {
            return Err(OwnError::TooManyPrices { max: MAX_RECORDS });
        }
        Ok(())
    }

    fn finish(self) -> Result<OwnPrices, OwnError> {
        let Some(format) = self.format else { return Err(OwnError::Unrecognised) };
        if self.kept.is_empty() {
            return Err(OwnError::NoPrices { skipped: self.skipped.values().sum() });
        }
        Ok(OwnPrices {
            format,
            dated: self.ctx.dated,
            records: self.kept.into_values().collect(),
            read: self.read,
            skipped: self.skipped,
        })
    }
}

/// The reader's reason for an item the importer left out.
fn skip_of(why: LeftOut) -> Skip {
    match why {
        LeftOut::OtherService | LeftOut::NotACatalogSize => Skip::NotACatalogSize,
        LeftOut::OtherCurrency => Skip::OtherCurrency,
        LeftOut::Undated | LeftOut::NotYetInForce | LeftOut::Ended => Skip::NotInForce,
        LeftOut::DevTestTier => Skip::OtherModel,
    }
}

/// The first field of a price record that does not read: the first of the record's fields, in
/// the order the record has them, whose value alone does not deserialise.
fn first_bad_field(value: &Value) -> String {
    const FIELDS: [&str; 8] =
        ["size", "region", "os", "model", "price", "currency", "as_of", "ends"];
    let Value::Object(o) = value else { return String::new() };
    for field in FIELDS {
        let v = o.get(field);
        let ok = match field {
            "size" | "region" | "currency" => v.is_some_and(Value::is_string),
            "os" => v.is_some_and(|v| serde_json::from_value::<Os>(v.clone()).is_ok()),
            "model" => v.is_some_and(|v| serde_json::from_value::<PricingModel>(v.clone()).is_ok()),
            "price" => v
                .and_then(Value::as_str)
                .is_some_and(|s| s.parse::<rust_decimal::Decimal>().is_ok()),
            "as_of" => v.and_then(Value::as_str).is_some_and(|s| s.parse::<Date>().is_ok()),
            _ => v.is_none_or(|v| {
                v.is_null() || v.as_str().is_some_and(|s| s.parse::<Date>().is_ok())
            }),
        };
        if !ok {
            return field.to_owned();
        }
    }
    "source".to_owned()
}

/// `s` cut to [`QUOTE_CHARS`] characters.
fn cut(s: &str) -> String {
    s.chars().take(QUOTE_CHARS).collect()
}

#[cfg(all(test, feature = "sources", not(target_arch = "wasm32")))]
mod tests;
