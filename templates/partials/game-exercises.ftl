<#-- model: ExercisesPlaceholder. THE GAME PAGE'S EXERCISES HOOK: the exercise generator (issue 9) replaces this partial and its directive. -->
<p class="artifact-note exercises-placeholder">Exercises on ${model.game} are generated from its values; they will appear here.</p>
