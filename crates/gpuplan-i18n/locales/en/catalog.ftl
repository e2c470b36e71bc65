### A piece of the text of the catalog of sizes and each size's page.

# The catalog page's heading.
title = Azure GPU VM sizes

# Above the list of address parameters the catalog could not use.
notices-intro = Some settings in the address could not be used and were left at their defaults:

# The export buttons' group name.
export-table = Export the table

# Export button.
export-csv = Export CSV

# Export button.
export-json = Export JSON

# Export button.
export-markdown = Export Markdown

# The catalog's folded list of price sources.
where-from = Where these prices come from

# Under the price sources: how prices are rounded.
rounding = Prices are rounded only for display: 4 decimals per hour, 2 per month or year, half to even.

# The caption's link to the coverage tables; the coverage section's heading.
coverage-title = What the price data covers

# The filter form's accessible name.
filters = Catalog filters

# The first group of filters.
filter-sizes = Filter sizes

# A filter's choice that lets every size through.
any = Any

# Filter: the least GPU memory per VM.
min-vram = GPU memory at least (GB)

# Filter: the least number of GPUs.
min-gpus = GPUs at least

# InfiniBand filter: the docs state it.
stated = Stated

# InfiniBand filter: the docs do not state it.
not-stated-choice = Not stated

# Filter: the lifecycle stage; the table's status column.
status = Status

# Filter: show retired sizes too.
show-retired = Show retired sizes

# The second group of controls; the size page's price section when it has none.
prices = Prices

# Control: the region whose prices are shown; the size page's region column.
region = Region

# Control: Linux or Windows prices.
os = OS

# Control: how prices are divided.
normalise = Normalise

# Control: the time a price covers.
per = Per

# Normalisation: the whole VM.
per-vm = per VM

# Normalisation: per GPU.
per-gpu = per GPU

# Normalisation: per GB of GPU memory.
per-vram-gb = per GB of GPU memory

# Normalisation: per dense BF16 PFLOP.
per-pflop = per dense BF16 PFLOP

# Time unit choice.
hour = hour

# Time unit choice.
month = month

# Time unit choice.
year = year

# Column: the size's name.
col-size = Size

# Column and spec row: GPUs per VM.
gpus = GPUs

# Column and compare row: GPU memory per VM.
col-vram = GPU memory (GB)

# The compare checkboxes' column (read by screen readers).
compare = Compare

# Pricing model.
payg = Pay-as-you-go

# Pricing model.
spot = Spot

# Pricing model.
low-priority = Low Priority

# Pricing model.
savings-plan1y = Savings plan, 1 year

# Pricing model.
savings-plan3y = Savings plan, 3 years

# Pricing model.
reservation1y = Reservation, 1 year

# Pricing model.
reservation3y = Reservation, 3 years

# Pricing model.
dev-test = Dev/Test

# Lifecycle stage.
available = available

# Lifecycle stage: new capacity goes only to another series.
limited = capacity-limited

# Lifecycle stage.
preview = preview

# Lifecycle stage.
retiring = retiring

# Lifecycle stage.
retired = retired

# A feature the docs state.
yes = yes

# A feature the docs say is absent.
no = no

# A feature or figure no source gives.
not-stated = not stated

# The size page: a feature the docs read do not mention.
not-stated-in-docs = not stated in the docs read

# A price cell the snapshot has no price for.
not-in-snapshot = not in snapshot

# A price cell whose snapshot price has ended.
price-ended = ended

# A price cell that cannot be divided per BF16 PFLOP.
no-bf16 = no BF16 figure

# The compare panel's button.
clear-comparison = Clear comparison

# Spec row: the VM's memory.
memory = Memory

# Spec row: NVLink or the GPU fabric.
nvlink-fabric = NVLink / GPU fabric

# Compare row: BF16 dense throughput per GPU.
bf16-per-gpu = BF16 dense TFLOP/s per GPU

# The size page's link back to the catalog.
all-sizes = ← All sizes

# The size page: its specs section.
specifications = Specifications

# Spec row: the GPU as the size's docs page names it.
gpu-as-named = GPU (as the size page names it)

# Spec row.
gpu-memory-per-vm = GPU memory per VM (GB)

# Spec row.
temp-disk = Temporary disk (GiB)

# Spec row.
local-nvme = Local NVMe

# Spec row.
network = Network (Mbps)

# Spec row: the series' lifecycle.
lifecycle = Lifecycle

# The GPU section's explanation of its figures.
gpu-intro = Dense throughput per GPU in TFLOP/s (INT8 in TOPS). "n/a": the unit does not exist on this part; "not stated": no source gave it.

# After the GPU section's explanation, when the vendor prints sparse figures only.
sparse-halved = The vendor prints only with-sparsity tensor figures; these are half of them.

# GPU row: its memory.
gpu-memory = Memory

# GPU row.
bandwidth = Memory bandwidth (GB/s)

# GPU row: FP64 on tensor cores.
fp64-tensor = FP64 tensor

# GPU row.
interconnect = Interconnect

# GPU row.
tdp = TDP (W)

# GPU row: the year it came out.
launched = Launched

# GPU row.
hardware-price = Hardware price

# No hardware price was found.
none-found = none found

# A figure that does not exist on the part.
not-applicable = n/a

# The size page's sources section.
sources = Sources

# The size page's price table heading.
price-every-region = Price in every region

# Under the size page's price heading.
region-prices-intro = USD per hour; reservations are whole-term totals. Hover a price for its date and source.

# The size page's price table: the snapshot dates' column.
as-of = As of

# Coverage table heading.
by-model = By pricing model

# Coverage table heading.
by-group = By region group (share of pairs)

# Coverage table heading.
by-series = By series (pairs priced / pairs sold)

# Coverage column.
pricing-model = Pricing model

# Coverage column.
pairs-priced = Pairs priced

# Coverage column.
share = Share

# Coverage column.
age-of-prices = Age of the prices

# Coverage column.
region-group = Region group

# Coverage column.
series = Series

# Coverage column: pairs sold.
sold = Sold

# Before the list of sizes with no price anywhere.
never-priced = Sizes in the catalog with no price in any region:

# Coverage column: pay-as-you-go Linux.
cov-payg-linux = Pay-as-you-go Linux

# Coverage column.
cov-payg-windows = Pay-as-you-go Windows

# Coverage column.
cov-spot-linux = Spot Linux

# Coverage column.
cov-spot-windows = Spot Windows

# Coverage column.
cov-savings1y = Savings plan 1 year

# Coverage column.
cov-savings3y = Savings plan 3 years

# Coverage column.
cov-reservation1y = Reservation 1 year

# Coverage column.
cov-reservation3y = Reservation 3 years

# Region group.
americas = Americas

# Region group.
europe = Europe

# Region group.
asia-pacific = Asia Pacific

# Region group.
middle-east-africa = Middle East and Africa
