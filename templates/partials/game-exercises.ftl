<#-- model: ExerciseSection (student edition). A game page's exercises, drawn for the game's own rule. -->
<#include "exercises.ftl">
