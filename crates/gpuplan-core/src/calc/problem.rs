//! What is wrong with a field, and what was changed in a state read from outside, as values:
//! the core names the case and carries its data (bounds, names, dates); the words a reader sees
//! are chosen at the edge, in the reader's language (`gpuplan_i18n::problems`).

use crate::catalog::PricingModel;
use crate::cost::eviction::EvictionError;
use crate::cost::{CostErrorKind, CurrencyError};
use crate::date::{Date, DateError};
use crate::sizing::serve::ReplicaError;
use crate::sizing::{QuantityError, SizingErrorKind};

use super::ReadError;

/// What is wrong with one field. The typed errors of the readers, of sizing, of the cost engine
/// and of the eviction export nest in it.
#[derive(Debug, Clone, PartialEq)]
pub enum Problem {
    /// Empty, and needed.
    Needed,
    /// The text could not be read, or its value is out of bounds.
    Read(ReadError),
    /// A size the catalog does not hold (the text as typed).
    UnknownSize(String),
    /// A region the catalog does not hold (the text as typed).
    UnknownRegion(String),
    /// Not one of a fixed list of values; the words name the values.
    NotOneOf(&'static [&'static str]),
    /// Zero, where more than zero is needed (the Spot calculator's checkpoint time).
    Zero,
    /// 0%, where more than 0% is needed (model FLOPs utilisation).
    ZeroPercent,
    /// The catalog does not say which GPU the size has.
    NoGpu,
    /// The size's GPU lacks a figure the calculator needs.
    NoFigure {
        /// The GPU's name.
        gpu: String,
        /// The figures, any one of which would do.
        need: GpuFigure,
    },
    /// Training needs whole GPUs, and the size has a fraction of one.
    FractionalGpu,
    /// The model's unsharded training state does not fit in one GPU's memory however many GPUs
    /// share the rest.
    StateDoesNotFit,
    /// Fewer VMs than the model's training state needs.
    TooFewVms {
        /// The fewest VMs of the size that hold it.
        fewest: u32,
    },
    /// No number of the size's GPUs can hold the model and its cache for serving.
    CannotServe,
    /// One replica cannot be laid out on the size: it needs more than the partition, more GPUs
    /// than a VM has without InfiniBand, or a GPU count that does not divide the heads.
    Replica(ReplicaError),
    /// The cost overflows what can be computed.
    CostTooLarge,
    /// The catalog has no street price for the size's GPUs: the reader enters one.
    NoStreetPrice,
    /// The catalog has no TDP for the size's GPUs: the reader enters the draw.
    NoTdp,
    /// The snapshot has no rental price of any model for the size in the region.
    NoPrices {
        /// The size.
        size: String,
        /// The region.
        region: String,
    },
    /// The snapshot lacks the price of one model for the size in the region.
    NotInSnapshot {
        /// The pricing model.
        model: PricingModel,
        /// The size.
        size: String,
        /// The region.
        region: String,
        /// The newest snapshot searched there, if any.
        newest: Option<Date>,
    },
    /// The snapshot's price ended before today: it is no longer the price.
    PriceEnded {
        /// The pricing model.
        model: PricingModel,
        /// The size.
        size: String,
        /// The region.
        region: String,
        /// The last day it applied.
        ended: Date,
    },
    /// The data has no Blob or snapshot prices for the region.
    NoStoragePrices {
        /// The region.
        region: String,
    },
    /// A value of the daily profile that is not a whole number of VMs up to 10,000 (the value,
    /// cut to 12 characters).
    NotAVmCount(String),
    /// A daily profile with no values or more than 24.
    ProfileLength,
    /// An estimate line's pricing model the catalog does not know.
    NotAPricingModel,
    /// An estimate line of an unknown kind (the kind, cut to 20 characters).
    NotALineKind(String),
    /// Not a currency code.
    Currency(CurrencyError),
    /// The Spot calculator's eviction export could not be read.
    Eviction(EvictionError),
    /// Not a date of the form YYYY-MM-DD.
    Date(DateError),
    /// A workload the sizing models refuse.
    Sizing(SizingErrorKind),
    /// An input the cost engine refuses.
    Cost(CostErrorKind),
}

/// The figures of a GPU a calculator needs, any one of which would do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GpuFigure {
    /// BF16 or FP8 peak throughput (training).
    Bf16OrFp8,
    /// BF16 or FP16 peak throughput (vision training).
    Bf16OrFp16,
    /// Memory bandwidth, and BF16 or FP16 peak throughput (inference).
    BandwidthAndFp16,
}

impl From<ReadError> for Problem {
    fn from(e: ReadError) -> Problem {
        Problem::Read(e)
    }
}

impl From<QuantityError> for Problem {
    fn from(e: QuantityError) -> Problem {
        Problem::Read(ReadError::Quantity(e))
    }
}

impl From<SizingErrorKind> for Problem {
    fn from(e: SizingErrorKind) -> Problem {
        Problem::Sizing(e)
    }
}

impl From<CostErrorKind> for Problem {
    fn from(e: CostErrorKind) -> Problem {
        Problem::Cost(e)
    }
}

impl From<EvictionError> for Problem {
    fn from(e: EvictionError) -> Problem {
        Problem::Eviction(e)
    }
}

impl From<DateError> for Problem {
    fn from(e: DateError) -> Problem {
        Problem::Date(e)
    }
}

impl From<CurrencyError> for Problem {
    fn from(e: CurrencyError) -> Problem {
        Problem::Currency(e)
    }
}

/// What reading a calculator's state from outside (the address, the saved state) changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    /// A value longer than [`super::MAX_VALUE_CHARS`] characters, cut to that.
    Cut {
        /// The field's key.
        field: String,
    },
    /// A key that is not a field of the calculator, ignored (cut to 40 characters).
    UnknownField {
        /// The key as given.
        key: String,
    },
}
