//! Pricing one line of an estimate, one function per kind of line: VMs, managed disks, Blob
//! storage, snapshots, Internet egress and transfer between regions. Each reads its fields,
//! names every bad one on `lines[i].field`, and prices from the catalog or the rate card, or
//! from the reader's own price.

use rust_decimal::Decimal;

use super::*;

/// A line's place in the estimate and the data its price is read from.
#[derive(Clone, Copy)]
pub(super) struct LineCtx<'a> {
    pub(super) i: usize,
    pub(super) months: Decimal,
    pub(super) input: &'a Estimate,
    pub(super) catalog: &'a Catalog,
    pub(super) rates: &'a RateCard,
    pub(super) today: Date,
}

impl LineCtx<'_> {
    /// The path of one of the line's fields: `lines[i].name`.
    fn field(&self, name: &str) -> String {
        format!("lines[{}].{name}", self.i)
    }

    /// Whether `r` is a region of the catalog; when not, says so on `field`.
    fn region_ok(&self, check: &mut Check<'_>, field: &str, r: &str) -> bool {
        if self.catalog.region(r).is_some() {
            true
        } else {
            check.fail(self.field(field), CostErrorKind::UnknownRegion(truncate(r)));
            false
        }
    }
}

/// A managed-disk family, as an estimate names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum DiskFamily {
    PremiumSsdV2,
    PremiumSsd,
    StandardSsd,
    StandardHdd,
}

impl DiskFamily {
    fn parse(s: &str) -> Option<DiskFamily> {
        match s {
            "premium-ssd-v2" => Some(DiskFamily::PremiumSsdV2),
            "premium-ssd" => Some(DiskFamily::PremiumSsd),
            "standard-ssd" => Some(DiskFamily::StandardSsd),
            "standard-hdd" => Some(DiskFamily::StandardHdd),
            _ => None,
        }
    }
}

/// How Internet egress is routed: over Microsoft's network or the public Internet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Routing {
    Microsoft,
    Internet,
}

impl Routing {
    fn parse(s: &str) -> Option<Routing> {
        match s {
            "microsoft" => Some(Routing::Microsoft),
            "internet" => Some(Routing::Internet),
            _ => None,
        }
    }
}

/// Prices one line by its kind; `None` when a field is in error (the error is in `check`).
pub(super) fn price_line(
    cx: LineCtx<'_>,
    line: &LineInput,
    check: &mut Check<'_>,
    egress: &mut EgressUse,
) -> Option<LineCost> {
    match line {
        LineInput::Compute { .. } => price_compute(cx, line, check),
        LineInput::Disk { .. } => price_disk(cx, line, check),
        LineInput::Blob { .. } => price_blob(cx, line, check),
        LineInput::Snapshot { .. } => price_snapshot(cx, line, check),
        LineInput::Egress { .. } => price_egress(cx, line, check, egress),
        LineInput::InterRegion { .. } => price_transfer(cx, line, check),
    }
}

/// VMs of one size: the compute engine's cost of the line.
fn price_compute(cx: LineCtx<'_>, line: &LineInput, check: &mut Check<'_>) -> Option<LineCost> {
    let LineInput::Compute {
        size,
        region,
        count,
        os,
        model,
        hours_per_month,
        discount_pct,
        payment,
        user_price,
    } = line
    else {
        return None;
    };
    let (i, months, catalog, input) = (cx.i, cx.months, cx.catalog, cx.input);

    let spec = ComputeSpec {
        size,
        region,
        count: *count,
        os: *os,
        model: *model,
        hours_per_month: hours_per_month.unwrap_or(input.hours_per_month),
        months,
        discount_pct: discount_pct.unwrap_or(input.discount_pct),
        payment: *payment,
        user_price: *user_price,
        today: cx.today,
    };
    match compute_cost(catalog, &spec, &format!("lines[{i}]")) {
        Ok(mut cost) => {
            cost.index = i;
            Some(cost)
        }
        Err(es) => {
            check.errors.extend(es);
            None
        }
    }
}

/// Managed disks: a Premium SSD v2 from its capacity, IOPS and throughput; the other families
/// by tier (given, or the smallest that holds `size_gib`).
fn price_disk(cx: LineCtx<'_>, line: &LineInput, check: &mut Check<'_>) -> Option<LineCost> {
    let LineInput::Disk { region, family, tier, size_gib, iops, mbps, count, user_price } = line
    else {
        return None;
    };
    let d = DiskLine {
        region,
        family,
        tier: tier.as_deref(),
        size_gib: *size_gib,
        iops: *iops,
        mbps: *mbps,
        count: *count,
        user_price: *user_price,
    };
    let mut ok = check.range(&cx.field("count"), d.count, false, dec(u64::from(limits::COUNT)));
    ok &= cx.region_ok(check, "region", region);
    let Some(kind) = DiskFamily::parse(family) else {
        check.fail(cx.field("family"), CostErrorKind::UnknownDiskFamily(truncate(family)));
        return None;
    };
    if kind == DiskFamily::PremiumSsdV2 {
        return price_disk_v2(cx, &d, ok, check);
    }
    let tier = disk_tier(cx, &d, check)?;
    if !ok {
        return None;
    }
    price_disk_tier(cx, &d, tier, check)
}

/// A managed-disk line's fields.
struct DiskLine<'a> {
    region: &'a String,
    family: &'a String,
    tier: Option<&'a str>,
    size_gib: Option<Decimal>,
    iops: Option<Decimal>,
    mbps: Option<Decimal>,
    count: Decimal,
    user_price: Option<Decimal>,
}

/// A Premium SSD v2 line, priced from its capacity and the IOPS and throughput above the free
/// ones; `None` when a field is in error or `ok` says an earlier one was.
fn price_disk_v2(
    cx: LineCtx<'_>,
    d: &DiskLine<'_>,
    mut ok: bool,
    check: &mut Check<'_>,
) -> Option<LineCost> {
    let f = |name: &str| cx.field(name);
    let region = d.region;
    let gib = d.size_gib.unwrap_or_default();
    let (iops, mbps) = (d.iops.unwrap_or(dec(3000)), d.mbps.unwrap_or(dec(125)));
    ok &= check.range(&f("size_gib"), gib, false, dec(65_536));
    // Up to 500 IOPS per GiB (3,000 at least), 80,000 at most; up to 0.25 MB/s per IOPS, 2,000 at most.
    let max_iops = (gib * dec(500)).max(dec(3000)).min(dec(80_000));
    ok &= check.range(&f("iops"), iops, true, max_iops);
    let max_mbps = (iops / dec(4)).max(dec(125)).min(dec(2000));
    ok &= check.range(&f("mbps"), mbps, true, max_mbps);
    if !ok {
        return None;
    }
    let part = |name: &str| cx.rates.price(&format!("disk/premium-ssd-v2/{name}"), region);
    let found = |check: &mut Check<'_>| match (part("capacity-gib"), part("iops"), part("mbps")) {
        (Some(c), Some(io), Some(mb)) => {
            let hourly = gib * c.usd
                + (iops - dec(3000)).max(Decimal::ZERO) * io.usd
                + (mbps - dec(125)).max(Decimal::ZERO) * mb.usd;
            Some((
                hourly * dec(730),
                PriceOrigin::Snapshot { as_of: Some(c.as_of), source: c.source.clone() },
                (),
            ))
        }
        _ => {
            check.fail(
                f("region"),
                CostErrorKind::NotInData(Missing::PremiumSsdV2 { region: region.clone() }),
            );
            None
        }
    };
    let (per_disk_month, origin, _) = user_or(d.user_price, &f("user_price"), check, found)?;
    let monthly = per_disk_month * d.count;
    let label = LineLabel::DiskV2 {
        count: d.count.normalize(),
        size_gib: gib.normalize(),
        iops: iops.normalize(),
        mbps: mbps.normalize(),
        region: region.clone(),
    };
    let notes = vec![LineNote::FreeIopsAndThroughput];
    Some(usage_line(cx.i, label, "disk", monthly, cx.months, origin, notes))
}

/// The tier a disk line of a tiered family prices: the one given, else the smallest of the
/// family that holds `size_gib`; `None` with the error in `check`.
fn disk_tier(cx: LineCtx<'_>, d: &DiskLine<'_>, check: &mut Check<'_>) -> Option<String> {
    let f = |name: &str| cx.field(name);
    let family = d.family;
    let tiers: Vec<_> = cx.rates.disk_tiers.iter().filter(|t| t.family == *family).collect();
    match (d.tier, d.size_gib) {
        (Some(t), _) => match tiers.iter().find(|x| x.tier == t) {
            Some(x) => Some(x.tier.clone()),
            None => {
                check.fail(
                    f("tier"),
                    CostErrorKind::UnknownDiskTier { family: family.clone(), tier: truncate(t) },
                );
                None
            }
        },
        (None, Some(gib)) => {
            if !check.range(&f("size_gib"), gib, false, dec(65_536)) {
                return None;
            }
            // The smallest tier at least this big; every smaller tier's size must be known.
            let mut sized: Vec<_> =
                tiers.iter().filter_map(|t| t.size_gib.map(|s| (s, t))).collect();
            sized.sort_by_key(|(s, _)| *s);
            let all_known = sized.len() == tiers.len();
            match sized.iter().find(|(s, _)| Decimal::from(*s) >= gib) {
                Some((_, t)) if all_known => Some(t.tier.clone()),
                _ if !all_known => {
                    // The fix is the tier, not a price: say so on the tier field.
                    check.fail(f("tier"), CostErrorKind::TierNeeded { family: family.clone() });
                    None
                }
                _ => {
                    check.fail(f("size_gib"), CostErrorKind::TooLarge(Limit::LargestTier));
                    None
                }
            }
        }
        (None, None) => {
            check.fail(f("tier"), CostErrorKind::TierOrSize);
            None
        }
    }
}

/// A disk line of a tiered family, priced by its tier from the rate card or the reader's price.
fn price_disk_tier(
    cx: LineCtx<'_>,
    d: &DiskLine<'_>,
    tier: String,
    check: &mut Check<'_>,
) -> Option<LineCost> {
    let (family, region) = (d.family, d.region);
    let item = format!("disk/{family}/{tier}");
    let found = |check: &mut Check<'_>| {
        rate_card_price(cx.rates, &item, region, check, cx.field("region"), || Missing::Disk {
            family: family.clone(),
            tier: tier.clone(),
            region: region.clone(),
        })
    };
    let (per_disk, origin, _) = user_or(d.user_price, &cx.field("user_price"), check, found)?;
    let monthly = per_disk * d.count;
    let label = LineLabel::Disk {
        count: d.count.normalize(),
        family: family.clone(),
        tier,
        region: region.clone(),
    };
    Some(usage_line(cx.i, label, "disk", monthly, cx.months, origin, Vec::new()))
}

/// Blob storage in one tier, with the early-deletion charge of a stay shorter than the tier's
/// minimum.
fn price_blob(cx: LineCtx<'_>, line: &LineInput, check: &mut Check<'_>) -> Option<LineCost> {
    let LineInput::Blob { region, tier, gb, months: stay, user_price } = line else { return None };
    let f = |name: &str| cx.field(name);
    let region_ok = |check: &mut Check<'_>, field: &str, r: &str| cx.region_ok(check, field, r);
    let (i, months, rates) = (cx.i, cx.months, cx.rates);

    let stay = stay.unwrap_or(months);
    let mut ok = check.range(&f("gb"), *gb, true, dec(limits::GB));
    ok &= check.range(&f("months"), stay, false, dec(u64::from(limits::MONTHS)));
    ok &= region_ok(check, "region", region);
    let Some(min_days) = rates.blob_tiers.iter().find(|t| t.tier == *tier).map(|t| t.min_days)
    else {
        check.fail(f("tier"), CostErrorKind::UnknownBlobTier(truncate(tier)));
        return None;
    };
    if !ok {
        return None;
    }
    let found = |check: &mut Check<'_>| {
        rate_card_price(rates, &format!("blob/{tier}"), region, check, f("region"), || {
            Missing::Blob { tier: tier.clone(), region: region.clone() }
        })
    };
    let (per_gb_month, origin, _) = user_or(*user_price, &f("user_price"), check, found)?;
    let monthly = *gb * per_gb_month;
    // Days kept, at 730 hours a month; leaving early costs the rest of the minimum.
    let days_kept = stay * dec(730) / dec(24);
    let short = (Decimal::from(min_days) - days_kept).max(Decimal::ZERO);
    let early = monthly * short * dec(24) / dec(730);
    let mut notes = Vec::new();
    if !early.is_zero() {
        notes.push(LineNote::EarlyDeletion { days_short: short.round_dp(2).normalize(), min_days });
    }
    let label = LineLabel::Blob { tier: tier.clone(), gb: gb.normalize(), region: region.clone() };
    let mut line = usage_line(i, label, "blob", monthly, stay, origin, notes);
    line.total += early;
    Some(line)
}

/// Disk snapshots by family.
fn price_snapshot(cx: LineCtx<'_>, line: &LineInput, check: &mut Check<'_>) -> Option<LineCost> {
    let LineInput::Snapshot { region, family, gb, user_price } = line else { return None };
    let f = |name: &str| cx.field(name);
    let region_ok = |check: &mut Check<'_>, field: &str, r: &str| cx.region_ok(check, field, r);
    let (i, months, rates) = (cx.i, cx.months, cx.rates);

    let mut ok = check.range(&f("gb"), *gb, true, dec(limits::GB));
    ok &= region_ok(check, "region", region);
    if DiskFamily::parse(family).is_none_or(|k| k == DiskFamily::PremiumSsdV2) {
        check.fail(f("family"), CostErrorKind::UnknownSnapshotFamily(truncate(family)));
        return None;
    }
    if !ok {
        return None;
    }
    let found = |check: &mut Check<'_>| {
        rate_card_price(rates, &format!("snapshot/{family}"), region, check, f("region"), || {
            Missing::Snapshots { family: family.clone(), region: region.clone() }
        })
    };
    let (per_gb_month, origin, _) = user_or(*user_price, &f("user_price"), check, found)?;
    let monthly = *gb * per_gb_month;
    let label =
        LineLabel::Snapshot { family: family.clone(), gb: gb.normalize(), region: region.clone() };
    Some(usage_line(i, label, "snapshot", monthly, months, origin, Vec::new()))
}

/// The month's Internet egress so far, line by line in the estimate's order. Microsoft's free
/// allowance (the first 100 GB a month) is one allowance for the month, not one a line: each
/// egress line takes what is left of it, in order. A band table's bands count the month's GB
/// on that table from zero, so lines that share a table continue its bands where the earlier
/// ones stopped.
pub(super) struct EgressUse {
    /// GB of the free allowance not yet taken by an earlier line.
    free_left: Decimal,
    /// For each band table used so far (its id), the GB a month already on it.
    carried: Vec<(String, Decimal)>,
}

impl EgressUse {
    /// The allowance untouched: before the first line.
    pub(super) fn new(rates: &RateCard) -> EgressUse {
        EgressUse {
            free_left: rates.egress.free_gb_per_month.max(Decimal::ZERO),
            carried: Vec::new(),
        }
    }

    /// Takes up to `gb` of the allowance left; returns what was taken.
    fn take_free(&mut self, gb: Decimal) -> Decimal {
        let free = gb.min(self.free_left);
        self.free_left -= free;
        free
    }

    /// Adds `gb` to a table's month; returns the GB it carried before.
    fn carry(&mut self, table: &str, gb: Decimal) -> Decimal {
        match self.carried.iter_mut().find(|(id, _)| id == table) {
            Some((_, so_far)) => {
                let before = *so_far;
                *so_far += gb;
                before
            }
            None => {
                self.carried.push((table.to_owned(), gb));
                Decimal::ZERO
            }
        }
    }
}

/// Internet egress: what is left of the month's free allowance, then the routing's bands for
/// the region.
fn price_egress(
    cx: LineCtx<'_>,
    line: &LineInput,
    check: &mut Check<'_>,
    used: &mut EgressUse,
) -> Option<LineCost> {
    let LineInput::Egress { region, routing, gb_per_month, user_price } = line else { return None };
    let f = |name: &str| cx.field(name);
    let region_ok = |check: &mut Check<'_>, field: &str, r: &str| cx.region_ok(check, field, r);
    let (i, months, rates, catalog) = (cx.i, cx.months, cx.rates, cx.catalog);

    let mut ok = check.range(&f("gb_per_month"), *gb_per_month, true, dec(limits::GB));
    ok &= region_ok(check, "region", region);
    if Routing::parse(routing).is_none() {
        check.fail(f("routing"), CostErrorKind::UnknownRouting(truncate(routing)));
        return None;
    }
    if !ok {
        return None;
    }
    let gb = *gb_per_month;
    let allowance = rates.egress.free_gb_per_month;
    let free = used.take_free(gb);
    let billable = gb - free;
    let label = LineLabel::Egress {
        gb_per_month: gb.normalize(),
        region: region.clone(),
        routing: routing.clone(),
    };
    let notes = vec![if free.is_zero() && !gb.is_zero() {
        LineNote::FreeEgressUsedUp { allowance_gb: allowance.normalize() }
    } else {
        LineNote::FreeEgressShare { gb: free.normalize(), allowance_gb: allowance.normalize() }
    }];
    let geography = catalog.region(region).map(|r| r.geography.as_str()).unwrap_or_default();
    let table = rates.egress_tables.iter().find(|t| {
        t.routing == *routing
            && (t.applies_to_region.as_deref() == Some(region.as_str())
                || t.applies_to_geography.as_deref() == Some(geography))
    });
    // Where on the table's month this line's GB fall: after the GB earlier lines put there.
    let before = table.map_or(Decimal::ZERO, |t| used.carry(&t.id, gb));
    if let Some(p) = user_price {
        if !check.range(&f("user_price"), *p, false, dec(limits::USER_PRICE)) {
            return None;
        }
        let monthly = billable * *p;
        return Some(usage_line(
            i,
            label,
            "egress",
            monthly,
            months,
            PriceOrigin::UserPrice,
            notes,
        ));
    }
    if billable.is_zero() {
        // Inside the free allowance: nothing to price, whatever bands the data holds.
        let origin = PriceOrigin::Rule { rule: BillingRule::FreeEgressAllowance };
        return Some(usage_line(i, label, "egress", Decimal::ZERO, months, origin, notes));
    }
    let Some(table) = table else {
        check.fail(
            f("region"),
            CostErrorKind::NotInData(Missing::Egress {
                routing: routing.clone(),
                region: region.clone(),
            }),
        );
        return None;
    };
    // The line's free GB are the first of its range on the table, the billable ones the rest:
    // [before + free, before + gb). Each band covers the table's month up to its end; the
    // first band starts at zero (the allowance lies in it).
    let (from, to) = (before + free, before + gb);
    let mut monthly = Decimal::ZERO;
    let mut lower = Decimal::ZERO;
    for band in &table.bands {
        let upper = band.up_to_gb.unwrap_or(to).max(lower);
        let (a, b) = (from.max(lower), to.min(upper));
        if a < b {
            let Some(rate) = band.usd else {
                check.fail(
                    f("gb_per_month"),
                    CostErrorKind::NotInData(Missing::EgressBand {
                        above_gb: a,
                        table: table.label.clone(),
                    }),
                );
                return None;
            };
            monthly += (b - a) * rate;
        }
        if upper >= to {
            break;
        }
        lower = upper;
    }
    let origin = PriceOrigin::Snapshot { as_of: Some(table.as_of), source: table.source.clone() };
    Some(usage_line(i, label, "egress", monthly, months, origin, notes))
}

/// Transfer between two regions: free within one region, else the rate within a continent.
fn price_transfer(cx: LineCtx<'_>, line: &LineInput, check: &mut Check<'_>) -> Option<LineCost> {
    let LineInput::InterRegion { from, to, gb_per_month, user_price } = line else { return None };
    let f = |name: &str| cx.field(name);
    let region_ok = |check: &mut Check<'_>, field: &str, r: &str| cx.region_ok(check, field, r);
    let (i, months, rates, catalog) = (cx.i, cx.months, cx.rates, cx.catalog);

    let mut ok = check.range(&f("gb_per_month"), *gb_per_month, true, dec(limits::GB));
    ok &= region_ok(check, "from", from);
    ok &= region_ok(check, "to", to);
    if !ok {
        return None;
    }
    let label = LineLabel::Transfer {
        from: from.clone(),
        to: to.clone(),
        gb_per_month: gb_per_month.normalize(),
    };
    if from == to {
        let origin = PriceOrigin::Rule { rule: BillingRule::SameRegionTransfer };
        return Some(usage_line(
            i,
            label,
            "inter-region",
            Decimal::ZERO,
            months,
            origin,
            Vec::new(),
        ));
    }
    let continent = |r: &str| catalog.region(r).and_then(|x| continent_of(&x.geography));
    let found = |check: &mut Check<'_>| {
        let rate = match (continent(from), continent(to)) {
            (Some(a), Some(b)) if a == b => rates.inter_region.iter().find(|x| x.within == a),
            _ => None,
        };
        match rate {
            Some(r) => {
                let as_of = catalog.sources.iter().find(|s| s.id == r.source).and_then(|s| s.date);
                Some((r.usd, PriceOrigin::Snapshot { as_of, source: r.source.clone() }, ()))
            }
            None => {
                check.fail(
                    f("to"),
                    CostErrorKind::NotInData(Missing::Transfer {
                        from: from.clone(),
                        to: to.clone(),
                    }),
                );
                None
            }
        }
    };
    let (per_gb, origin, _) = user_or(*user_price, &f("user_price"), check, found)?;
    let monthly = *gb_per_month * per_gb;
    Some(usage_line(i, label, "inter-region", monthly, months, origin, Vec::new()))
}
