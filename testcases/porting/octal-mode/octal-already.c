/* Already octal, and bits that are not permission bits: nothing to do. */
static struct attribute enable_attr = {
	.name = "enable",
	.mode = 0644,
};

static int is_dir(umode_t mode)
{
	return (mode & S_IFMT) == S_IFDIR;
}
