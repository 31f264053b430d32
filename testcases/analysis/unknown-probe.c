/* A probe no table has a row for (t21-analysis.sh). */
void __sysfscheck_no_such_probe(...);

void f(int x)
{
	__sysfscheck_no_such_probe(x);
}
