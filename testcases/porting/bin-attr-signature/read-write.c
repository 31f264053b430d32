/* read() and write() of a binary attribute, one with a prototype. */
static ssize_t eeprom_write(struct kobject *kobj, char *buf, loff_t off,
			    size_t count);

static ssize_t eeprom_read(struct kobject *kobj, char *buf, loff_t off,
			   size_t count)
{
	memcpy(buf, eeprom + off, count);
	return count;
}

static struct bin_attribute eeprom_attr = {
	.attr = {
		.name = "eeprom",
		.mode = 0600,
	},
	.size = EEPROM_SIZE,
	.read = eeprom_read,
	.write = eeprom_write,
};

static ssize_t eeprom_write(struct kobject *kobj, char *buf, loff_t off,
			    size_t count)
{
	memcpy(eeprom + off, buf, count);
	return count;
}

/* Not a binary attribute's: unchanged. */
static ssize_t log_copy(struct kobject *kobj, char *buf, loff_t off,
			size_t count)
{
	return 0;
}
