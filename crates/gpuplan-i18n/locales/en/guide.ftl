### A word of a generated table.

# Column: the accelerator.
gpu = GPU

# Column: memory per GPU.
memory = Memory per GPU (GB)

# Column: a VM series.
series = Series

# Column: capacity reservation support.
capacity-reservation = On-demand capacity reservation

# Cell: supported for multi-zone deployments only.
multi-zone-only = supported, multi-zone deployments only

# Cell: named as not supported.
not-supported = not supported

# Cell: the page does not name the series.
not-named = not named on the page

# Column: the interconnect.
interconnect = Interconnect

# Column: the lifecycle stage.
status = Status

# Column: how many regions price the accelerator.
region-count = Regions with a pay-as-you-go price

# Column: those regions.
regions = Regions

# Column: the VM size.
size = VM size (opens the calculator)

# Column: replicas.
replicas = Replicas for the target rate

# Column: output tokens per second of one replica.
tokens-per-second = Output tokens/s per replica

# Cell: the snapshot holds no such price.
not-priced = not priced

# Cell: the model does not fit.
does-not-fit = does not fit

# The caption's lead.
generated = Generated from the catalog when the site was built. Prices are for Linux, in US dollars, computed exactly from the snapshot and rounded only for display; “not priced” means the snapshot holds no such price, not that the size is free or not sold.

# The caption: before the sources' footnotes.
sources-lead = Price sources:

# The caption of a table without prices: its lead.
generated-plain = Generated from the catalog when the site was built.

# The caption of a table without prices: before the sources' footnotes.
source-lead = Source:

## Headers and cells with figures

# Column: a price per GPU-hour; $region is the region's name, $model the pricing model's.
col-per-gpu-hour = { $region }, { $model } (per GPU-hour)

# Column: a price per dense BF16 PFLOP-hour; $region and $model as above.
col-per-pflop-hour = { $region }, { $model } (per dense BF16 PFLOP-hour)

# Column: the pay-as-you-go price per hour in a region ($region, its name).
col-per-hour = { $region }, pay-as-you-go per hour

# Column: the cost per million output tokens in a region ($region, its name).
col-per-million-tokens = { $region }, per million output tokens

# Cell: an amount of US dollars ($amount, a number with its places).
usd = ${ $amount }

# Cell: a negative amount of US dollars ($amount without its minus sign).
usd-negative = -${ $amount }

# Cell: a list of regions, one more added ($list, the names so far; $region, the next name).
region-list = { $list }, { $region }

# Cell: a lifecycle stage ($stage) with the date it takes effect ($date, written).
status-until = { $stage } ({ $date })

## The caption

# The caption's sentence on the day the table is true on ($date, written).
true-on = True on { $date }: what had retired by then is left out.

# The caption's sentence when no price comes from a snapshot.
no-snapshot = No price in the table comes from a snapshot.

# The caption's sentence on the snapshot's date ($date, written).
snapshot-of = Snapshot of { $date }.

# The caption's sentence on the snapshots' dates, oldest ($from) to newest ($to).
snapshots-of = Snapshots of { $from } to { $to }.

# The caption of a table with prices, before its footnotes: the lead (generated), the day it is
# true on, the snapshot dates and the words before the footnotes (sources-lead).
caption-priced = { $generated } { $on } { $dates } { $sources }{ " " }

# The caption of a table without prices, before its footnote: the lead (generated-plain), the day
# it is true on and the word before the footnote (source-lead).
caption-plain = { $generated } { $on } { $source }{ " " }
