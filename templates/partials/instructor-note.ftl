<#-- model: BlockWriter.InstructorNoteView. An instructor note (::: instructor ... :::), in the instructor
     edition only: its body as rendered from the lesson's Markdown. -->
<aside class="instructor-note block-instructor" aria-label="Note for the instructor">
<p class="instructor-note-head"><strong>For the instructor.</strong></p>
${model.body?no_esc}</aside>
