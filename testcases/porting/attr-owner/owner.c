/* .owner in an attribute, in a binary attribute's .attr, and elsewhere. */
static struct attribute id_attr = {
	.name = "id",
	.owner = THIS_MODULE,
	.mode = S_IRUGO,
};

static struct bin_attribute rom_attr = {
	.attr = {
		.name = "rom",
		.owner = THIS_MODULE,
		.mode = S_IRUSR,
	},
	.size = 256,
	.read = rom_read,
};

static struct file_operations chip_fops = {
	.owner = THIS_MODULE,
	.open = chip_open,
};
