/**
 * Exercises generated from the solver: each has a prompt as structured data, a hint, a worked
 * solution as steps and a checkable answer, and every answer is checked at generation by a second,
 * independent route (the plain mex recurrence or a brute-force game-tree search).
 * Pure: no pages, no templates; the site layer renders these records.
 */
package org.kaylescourseware.exercise;
