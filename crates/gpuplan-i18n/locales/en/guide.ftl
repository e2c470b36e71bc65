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
