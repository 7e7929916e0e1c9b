/**
 * The solver cache on disk: results of long computations kept in {@code .solver-cache/} inside the
 * project, each entry keyed by what it depends on (rule, bounds) and by the solver that computed it,
 * and checked (header, and a seal only a build in the same folder can make) before it is trusted. Anything
 * doubtful is recomputed.
 */
package org.kaylescourseware.site.cache;
