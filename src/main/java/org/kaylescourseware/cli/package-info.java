/**
 * The command line (picocli): thin commands that parse arguments, call the solver or the site
 * builder, and print.
 */
package org.kaylescourseware.cli;
