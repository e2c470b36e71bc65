//! Questions asked of the catalog.

use crate::date::Date;

use super::model::{
    Catalog, Gpu, Lifecycle, Os, PriceKey, PriceRecord, PricingModel, Region, Series, Size, Stage,
};

/// Which sizes to list. By default every size that has not retired by `today`.
#[derive(Debug, Clone, PartialEq)]
pub struct SizeFilter {
    /// A GPU key (`h100-sxm`) or a case-insensitive part of the GPU's name (`H100`).
    pub gpu: Option<String>,
    /// At least this much GPU memory for the whole VM, GB.
    pub min_vram_gb: Option<f64>,
    /// At least this many GPUs (fractions count as less than one).
    pub min_gpus: Option<f64>,
    /// Only sizes with a price of any kind in this region.
    pub region: Option<String>,
    /// Only sizes in this lifecycle stage on `today`.
    pub status: Option<Lifecycle>,
    /// `Some(true)`: only sizes whose docs state InfiniBand; `Some(false)`: only those that do not.
    pub infiniband: Option<bool>,
    /// List retired sizes too (they are hidden otherwise, unless `status` asks for them).
    pub include_retired: bool,
    /// The date lifecycle stages are judged on.
    pub today: Date,
}

impl SizeFilter {
    /// Every size current on `today`.
    pub fn on(today: Date) -> SizeFilter {
        SizeFilter {
            gpu: None,
            min_vram_gb: None,
            min_gpus: None,
            region: None,
            status: None,
            infiniband: None,
            include_retired: false,
            today,
        }
    }
}

/// The answer to "what does this cost?" on a date.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PriceAnswer<'a> {
    /// The snapshot holds this price, and it applies on the date asked.
    Found(&'a PriceRecord),
    /// The snapshot's price for it ended before the date asked: a record of the past, never
    /// today's price.
    Ended(&'a PriceRecord),
    /// The snapshot holds no such price. `newest_snapshot` is the date of the newest snapshot
    /// that covers the region (or of any snapshot, if none covers it).
    NotInSnapshot {
        /// The newest snapshot date that was searched.
        newest_snapshot: Option<Date>,
    },
}

impl Catalog {
    /// The size with this ARM name.
    pub fn size(&self, name: &str) -> Option<&Size> {
        self.sizes.iter().find(|s| s.name == name)
    }

    /// The series with this name.
    pub fn series(&self, id: &str) -> Option<&Series> {
        self.series.iter().find(|s| s.id == id)
    }

    /// The accelerator with this key.
    pub fn gpu(&self, id: &str) -> Option<&Gpu> {
        self.gpus.iter().find(|g| g.id == id)
    }

    /// The region with this ARM name.
    pub fn region(&self, name: &str) -> Option<&Region> {
        self.regions.iter().find(|r| r.name == name)
    }

    /// A size's series.
    pub fn series_of(&self, size: &Size) -> Option<&Series> {
        self.series(&size.series)
    }

    /// A size's accelerator, where the docs name it.
    pub fn gpu_of(&self, size: &Size) -> Option<&Gpu> {
        self.series_of(size).and_then(|s| s.gpu.as_deref()).and_then(|id| self.gpu(id))
    }

    /// A size's stage on `today`, the one rule every view uses: a retirement date on or before
    /// `today` means retired; otherwise a preview mark (the size's or its series') means preview,
    /// an announced date retiring, and a note that new capacity goes to another series
    /// capacity-limited. A size whose series is missing counts as available (the loader refuses
    /// such a catalog).
    pub fn stage<'a>(&'a self, size: &'a Size, today: Date) -> Stage<'a> {
        let series = self.series_of(size);
        let mut stage = match series {
            Some(s) => Catalog::series_stage(s, today),
            None => Stage {
                lifecycle: Lifecycle::Available,
                retires: None,
                announced: None,
                capacity_goes_to: None,
                successor: None,
                source: "",
            },
        };
        if size.preview && stage.lifecycle != Lifecycle::Retired {
            stage.lifecycle = Lifecycle::Preview;
            stage.successor = size.successor.as_deref();
        }
        stage
    }

    /// A series' stage on `today` (see [`Catalog::stage`]).
    pub fn series_stage<'s>(series: &'s Series, today: Date) -> Stage<'s> {
        let lifecycle = match series.retires {
            Some(r) if r <= today => Lifecycle::Retired,
            _ if series.preview => Lifecycle::Preview,
            Some(_) => Lifecycle::Retiring,
            None if series.capacity_goes_to.is_some() => Lifecycle::Limited,
            None => Lifecycle::Available,
        };
        Stage {
            lifecycle,
            retires: series.retires,
            announced: series.retirement_announced,
            capacity_goes_to: series.capacity_goes_to.as_deref(),
            successor: series.successor.as_deref(),
            source: series.lifecycle_source.as_deref().unwrap_or(&series.source),
        }
    }

    /// A size's lifecycle stage on `today`.
    pub fn lifecycle(&self, size: &Size, today: Date) -> Lifecycle {
        self.stage(size, today).lifecycle
    }

    /// The sizes that pass a filter, in catalog order.
    pub fn sizes_where(&self, filter: &SizeFilter) -> Vec<&Size> {
        let gpu_query = filter.gpu.as_deref().map(str::to_lowercase);
        self.sizes
            .iter()
            .filter(|size| {
                let stage = self.lifecycle(size, filter.today);
                match filter.status {
                    Some(wanted) => stage == wanted,
                    None => filter.include_retired || stage.is_current(),
                }
            })
            .filter(|size| match &gpu_query {
                None => true,
                Some(q) => {
                    let gpu = self.gpu_of(size);
                    gpu.is_some_and(|g| g.id == *q || g.name.to_lowercase().contains(q.as_str()))
                        || size.gpu_name.to_lowercase().contains(q.as_str())
                }
            })
            .filter(|size| filter.min_vram_gb.is_none_or(|m| size.vram_gb() >= m))
            .filter(|size| filter.min_gpus.is_none_or(|m| size.gpu_count.as_f64() >= m))
            .filter(|size| match filter.infiniband {
                None => true,
                Some(wanted) => (size.infiniband.known() == Some(true)) == wanted,
            })
            .filter(|size| match &filter.region {
                None => true,
                Some(r) => self.prices_on(&size.name, filter.today).any(|p| p.region == *r),
            })
            .collect()
    }

    /// Every price record of a size, ended ones included: its price history, for a size's page.
    /// Anything that shows or uses today's prices asks [`Catalog::prices_on`].
    pub fn all_prices_of<'a>(
        &'a self,
        size: &'a str,
    ) -> impl Iterator<Item = &'a PriceRecord> + 'a {
        let start = self.prices.partition_point(|p| p.size.as_str() < size);
        self.prices.get(start..).unwrap_or_default().iter().take_while(move |p| p.size == size)
    }

    /// The price records of a size that apply on `today`, sorted by region, OS and model.
    pub fn prices_on<'a>(
        &'a self,
        size: &'a str,
        today: Date,
    ) -> impl Iterator<Item = &'a PriceRecord> + 'a {
        self.all_prices_of(size).filter(move |p| p.current_on(today))
    }

    /// The price of a size in a region, for an OS and a pricing model, on `today`.
    pub fn price(
        &self,
        size: &str,
        region: &str,
        os: Os,
        model: PricingModel,
        today: Date,
    ) -> PriceAnswer<'_> {
        match self.any_price_record(size, region, os, model) {
            Some(p) if p.current_on(today) => PriceAnswer::Found(p),
            Some(p) => PriceAnswer::Ended(p),
            None => {
                PriceAnswer::NotInSnapshot { newest_snapshot: self.newest_snapshot(Some(region)) }
            }
        }
    }

    /// The price record of a size in a region, for an OS and a pricing model, that applies on
    /// `today`: [`Catalog::price`] for callers that only need a current record (a table cell,
    /// an analysis).
    pub fn price_record(
        &self,
        size: &str,
        region: &str,
        os: Os,
        model: PricingModel,
        today: Date,
    ) -> Option<&PriceRecord> {
        self.any_price_record(size, region, os, model).filter(|p| p.current_on(today))
    }

    fn any_price_record(
        &self,
        size: &str,
        region: &str,
        os: Os,
        model: PricingModel,
    ) -> Option<&PriceRecord> {
        let key = PriceKey { size, region, os, model };
        let i = self.prices.binary_search_by(|p| p.key().cmp(&key)).ok()?;
        self.prices.get(i)
    }

    /// How many regions have a price on `today` of a size not retired by then: the regions the
    /// catalog page and the guide's `region_count` say are priced, out of [`Catalog::regions`].
    pub fn priced_regions(&self, today: Date) -> usize {
        let mut regions: Vec<&str> = self
            .prices
            .iter()
            .filter(|p| {
                p.current_on(today)
                    && self.size(&p.size).is_some_and(|s| self.lifecycle(s, today).is_current())
            })
            .map(|p| p.region.as_str())
            .collect();
        regions.sort_unstable();
        regions.dedup();
        regions.len()
    }

    /// The newest as-of date among the records of a region (or of all records).
    pub fn newest_snapshot(&self, region: Option<&str>) -> Option<Date> {
        if let Some(r) = region {
            let by_region = self.newest_cache.0.get_or_init(|| {
                let mut out: Vec<(String, Date)> = Vec::new();
                for p in &self.prices {
                    match out.iter_mut().find(|(name, _)| *name == p.region) {
                        Some((_, d)) if *d < p.as_of => *d = p.as_of,
                        Some(_) => {}
                        None => out.push((p.region.clone(), p.as_of)),
                    }
                }
                out
            });
            if let Some((_, d)) = by_region.iter().find(|(name, _)| name == r) {
                return Some(*d);
            }
        }
        let in_region = |p: &&PriceRecord| region.is_none_or(|r| p.region == r);
        self.prices
            .iter()
            .filter(in_region)
            .map(|p| p.as_of)
            .max()
            .or_else(|| if region.is_some() { self.newest_snapshot(None) } else { None })
    }
}
