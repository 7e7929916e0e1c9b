/**
 * The kinds of exercise, one generator and one answer record each (Grundy values, winning moves,
 * outcomes, periods, misère against normal play, reduced forms of misère Nim, partizan reductions),
 * and the plan of which kinds each lesson asks ({@link org.kaylescourseware.exercise.kinds.ExerciseCatalog}).
 */
package org.kaylescourseware.exercise.kinds;
