#!/usr/bin/env bash
# Regenerates the demo lesson videos and the audio lesson in apps/server/seed-assets/.
# Needs ffmpeg built with libx264, libmp3lame, libflite and drawtext (Debian: apt-get install ffmpeg).
# Only needed to change the assets: the seed itself copies the committed files and never runs ffmpeg.
set -euo pipefail
cd "$(dirname "$0")/.."

FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
FONT_REG=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
MONO=/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf
X264=(-c:v libx264 -preset veryslow -profile:v main -pix_fmt yuv420p -crf 30 -movflags +faststart)
AAC=(-c:a aac -b:a 48k -ac 1 -ar 22050)

# 1. Course welcome: animated gradient, title cards, spoken introduction over a soft pad.
ffmpeg -y -hide_banner -loglevel error \
  -f lavfi -i "gradients=s=640x360:r=24:d=14:c0=0x1d2b64:c1=0x7b2ff7:c2=0xf107a3:n=3:speed=0.02" \
  -f lavfi -i "flite=voice=slt:text='Welcome to LearnFlix. In this course you will learn step by step, with short videos, readings and quizzes. Let us get started.'" \
  -f lavfi -i "aevalsrc=0.04*sin(2*PI*220*t)+0.03*sin(2*PI*277.2*t)+0.03*sin(2*PI*329.6*t):s=22050:d=14" \
  -filter_complex "[0:v]drawtext=fontfile=$FONT:text='LearnFlix':fontcolor=white@0.85:fontsize=26:x=32:y=28,\
drawtext=fontfile=$FONT:text='Welcome to the course':fontcolor=white:fontsize=46:x=(w-text_w)/2:y=(h-text_h)/2-24:alpha='min(1,t/1.2)',\
drawtext=fontfile=$FONT_REG:text='Watch - Read - Practise - Pass the quiz':fontcolor=white@0.9:fontsize=24:x=(w-text_w)/2:y=(h/2)+30:enable='gte(t,3)',\
drawtext=fontfile=$FONT_REG:text='%{eif\:t\:d}s':fontcolor=white@0.6:fontsize=18:x=w-60:y=h-36[v];\
[1:a]adelay=600|600,apad[voice];[voice][2:a]amix=inputs=2:duration=shortest:normalize=0[a]" \
  -map "[v]" -map "[a]" -t 14 "${X264[@]}" "${AAC[@]}" welcome.mp4

# 2. Code walkthrough: an editor-like screen where lines of code appear one by one.
# Code lines go through textfile= (no filter-graph escaping of quotes and colons needed).
CODE=$(mktemp -d); trap 'rm -rf "$CODE"' EXIT
printf '%s' 'function greet(name) {' > "$CODE/1"
printf '%s' '  const hour = new Date().getHours();' > "$CODE/2"
printf '%s' "  const part = hour < 12 ? 'morning' : 'afternoon';" > "$CODE/3"
printf '%s' '  return `Good ${part}, ${name}!`;' > "$CODE/4"
printf '%s' '}' > "$CODE/5"
printf '%s' "console.log(greet('Ada'));  // Good morning, Ada!" > "$CODE/6"
ffmpeg -y -hide_banner -loglevel error \
  -f lavfi -i "color=c=0x1e1e2e:s=640x360:r=24:d=16" \
  -f lavfi -i "flite=voice=kal:text='Here is a small function. It reads the current hour, picks morning or afternoon, and returns a greeting. Finally we call it and print the result.'" \
  -filter_complex "[0:v]drawbox=x=0:y=0:w=640:h=34:color=0x313244:t=fill,\
drawtext=fontfile=$FONT_REG:text='greet.js - LearnFlix code walkthrough':fontcolor=0xcdd6f4:fontsize=15:x=16:y=10,\
drawtext=fontfile=$MONO:textfile=$CODE/1:fontcolor=0xcba6f7:fontsize=19:x=28:y=70:enable='gte(t,1)',\
drawtext=fontfile=$MONO:textfile=$CODE/2:fontcolor=0x89b4fa:fontsize=19:x=28:y=104:enable='gte(t,3)',\
drawtext=fontfile=$MONO:textfile=$CODE/3:fontcolor=0x89b4fa:fontsize=19:x=28:y=138:enable='gte(t,5)',\
drawtext=fontfile=$MONO:textfile=$CODE/4:fontcolor=0xa6e3a1:fontsize=19:x=28:y=172:enable='gte(t,7)',\
drawtext=fontfile=$MONO:textfile=$CODE/5:fontcolor=0xcba6f7:fontsize=19:x=28:y=206:enable='gte(t,8)',\
drawtext=fontfile=$MONO:textfile=$CODE/6:fontcolor=0xf9e2af:fontsize=19:x=28:y=262:enable='gte(t,10)',\
drawbox=x=28:y=300:w=10:h=22:color=0xf5e0dc:t=fill:enable='lt(mod(t,1),0.5)'[v];\
[1:a]adelay=800|800,apad[a]" \
  -map "[v]" -map "[a]" -t 16 "${X264[@]}" "${AAC[@]}" code-walkthrough.mp4

# 3. Concept explainer: a slow Mandelbrot zoom with captions (fractal detail costs bits: crf 36).
ffmpeg -y -hide_banner -loglevel error \
  -f lavfi -i "mandelbrot=s=640x360:r=24:start_scale=2.5:end_scale=0.4:end_pts=300:outer=normalized_iteration_count" \
  -f lavfi -i "flite=voice=slt:text='Complex systems often grow from very simple rules. In this lesson we look at the big picture first, then zoom into the details.'" \
  -filter_complex "[0:v]drawbox=x=0:y=ih-64:w=iw:h=64:color=black@0.55:t=fill,\
drawtext=fontfile=$FONT:text='The big picture':fontcolor=white:fontsize=28:x=24:y=h-50:enable='lt(t,6)',\
drawtext=fontfile=$FONT:text='...then zoom into the details':fontcolor=white:fontsize=28:x=24:y=h-50:enable='gte(t,6)',\
drawtext=fontfile=$FONT:text='LearnFlix':fontcolor=white@0.8:fontsize=20:x=w-text_w-20:y=18[v];\
[1:a]adelay=500|500,apad[a]" \
  -map "[v]" -map "[a]" -t 12 "${X264[@]}" -crf 36 "${AAC[@]}" concept-explainer.mp4

# 4. Course trailer, 45 s: longer than the preview dialog's 30-second cap, so the demo exercises it.
# A slow gradient and title cards cost few bits; the narration is most of the file (AAC 20 kbit/s at 16 kHz).
ffmpeg -y -hide_banner -loglevel error \
  -f lavfi -i "gradients=s=640x360:r=15:d=45:c0=0x0f2027:c1=0x203a43:c2=0x2c5364:c3=0x7b2ff7:n=4:speed=0.004" \
  -f lavfi -i "flite=voice=kal:text='This is the course trailer. Here is how the course works. First, watch short video lessons, a few minutes each. Second, read the notes and practise with small exercises. Third, check yourself with a quiz at the end of each section. Finally, pass the course assessment to earn your certificate. Start the course to watch every lesson.'" \
  -f lavfi -i "aevalsrc=0.035*sin(2*PI*196*t)+0.025*sin(2*PI*246.9*t)+0.025*sin(2*PI*293.7*t):s=22050:d=45" \
  -filter_complex "[0:v]drawtext=fontfile=$FONT:text='LearnFlix course trailer':fontcolor=white@0.85:fontsize=18:x=24:y=h-62,\
drawtext=fontfile=$FONT:text='How this course works':fontcolor=white:fontsize=40:x=(w-text_w)/2:y=(h-text_h)/2-20:enable='lt(t,8)':alpha='min(1,t/1.2)',\
drawtext=fontfile=$FONT:text='1. Watch short lessons':fontcolor=white:fontsize=36:x=(w-text_w)/2:y=(h-text_h)/2-20:enable='between(t,8,16)',\
drawtext=fontfile=$FONT:text='2. Read and practise':fontcolor=white:fontsize=36:x=(w-text_w)/2:y=(h-text_h)/2-20:enable='between(t,16,24)',\
drawtext=fontfile=$FONT:text='3. Check yourself with quizzes':fontcolor=white:fontsize=34:x=(w-text_w)/2:y=(h-text_h)/2-20:enable='between(t,24,32)',\
drawtext=fontfile=$FONT:text='4. Pass the assessment':fontcolor=white:fontsize=36:x=(w-text_w)/2:y=(h-text_h)/2-20:enable='between(t,32,40)',\
drawtext=fontfile=$FONT_REG:text='and earn your certificate':fontcolor=white@0.9:fontsize=24:x=(w-text_w)/2:y=(h/2)+24:enable='between(t,32,40)',\
drawtext=fontfile=$FONT:text='Start the course to watch the rest':fontcolor=white:fontsize=30:x=(w-text_w)/2:y=(h-text_h)/2-20:enable='gte(t,40)',\
drawtext=fontfile=$FONT_REG:text='%{eif\:t\:d} s of 45':fontcolor=white@0.75:fontsize=18:x=24:y=h-36[v];\
[1:a]adelay=700|700,apad[voice];[voice][2:a]amix=inputs=2:duration=shortest:normalize=0[a]" \
  -map "[v]" -map "[a]" -t 45 "${X264[@]}" -crf 35 -c:a aac -b:a 20k -ac 1 -ar 16000 course-trailer.mp4

# 5. Audio lesson: chime, spoken mini-lecture, chime. Mono MP3 at 40 kbit/s.
ffmpeg -y -hide_banner -loglevel error \
  -f lavfi -i "aevalsrc=0.25*sin(2*PI*880*t)*exp(-4*t)+0.2*sin(2*PI*1318.5*t)*exp(-5*t):s=22050:d=1.5" \
  -f lavfi -i "flite=voice=slt:text='Welcome to this audio lesson. Today we talk about deliberate practice. First, set one small, specific goal for each session. Second, get feedback quickly. Run the code, check the numbers, or ask a colleague. Third, repeat the hard part, not the easy part. Fourth, rest. Short breaks help memory more than long marathons. Try these four habits this week, and notice how much faster you improve. Thanks for listening.'" \
  -f lavfi -i "aevalsrc=0.25*sin(2*PI*1318.5*t)*exp(-4*t)+0.2*sin(2*PI*880*t)*exp(-5*t):s=22050:d=1.5" \
  -filter_complex "[1:a]aresample=22050[v];[0:a][v][2:a]concat=n=3:v=0:a=1[a]" \
  -map "[a]" -c:a libmp3lame -b:a 40k -ac 1 -ar 22050 \
  -metadata title="Deliberate practice in four habits" -metadata artist="LearnFlix" audio-lesson.mp3
